import torch

g = torch.Generator().manual_seed(0)
torch.rand(3, generator=g)  # advance the stream a little

# clone_state: a new generator at the same position; the two then advance independently
twin = g.clone_state()
print(twin is g, twin.device)
print(torch.rand(2, generator=g))
print(torch.rand(2, generator=twin))
print(torch.rand(2, generator=g))

# The CPU generator (Mersenne Twister) has no offset: get_offset/set_offset are for
# counter-based (Philox) generators such as CUDA's
print(g.get_state().shape)
