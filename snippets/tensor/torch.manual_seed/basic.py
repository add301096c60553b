import torch

torch.manual_seed(0)
a = torch.rand(3)
torch.manual_seed(0)
b = torch.rand(3)
print(torch.equal(a, b))            # same seed, same sequence

torch.manual_seed(0)
layer = torch.nn.Linear(2, 1)       # weight init draws from the same global stream
print(layer.weight.shape, torch.initial_seed())

# the return value is the global CPU generator
g = torch.manual_seed(123)
print(g is torch.default_generator, g.initial_seed())
