import torch

torch.manual_seed(0)
state = torch.get_rng_state()

a = torch.randn(3)
torch.set_rng_state(state)            # back to where the state was taken
print(torch.equal(a, torch.randn(3)))

# the state of a private generator has the same format
g = torch.Generator().manual_seed(5)
torch.set_rng_state(g.get_state())
print(torch.equal(torch.rand(2), torch.rand(2, generator=g)))

# fork_rng saves and restores the global state around a block
torch.manual_seed(0)
with torch.random.fork_rng():
    torch.rand(1000)                   # random calls that should not count
after_block = torch.rand(2)
torch.manual_seed(0)
print(torch.equal(after_block, torch.rand(2)))
