import torch

g = torch.Generator().manual_seed(1234)   # manual_seed returns the generator itself
print(g.device, g.initial_seed())

a = torch.rand(3, generator=g)
b = torch.randperm(5, generator=g)        # the same stream continues
g.manual_seed(1234)                       # rewind by reseeding
print(torch.equal(a, torch.rand(3, generator=g)), torch.equal(b, torch.randperm(5, generator=g)))

# save and restore the position in the stream
state = g.get_state()                     # a uint8 tensor
x = torch.randn(2, generator=g)
g.set_state(state)
print(torch.equal(x, torch.randn(2, generator=g)))

# a private generator leaves the global stream alone
torch.manual_seed(0)
expected = torch.rand(2)
torch.manual_seed(0)
torch.rand(100, generator=torch.Generator().manual_seed(7))
print(torch.equal(expected, torch.rand(2)))
