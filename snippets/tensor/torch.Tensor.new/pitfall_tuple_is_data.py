import torch

x = torch.zeros(1)

print(x.new(torch.Size([2, 3])).shape)   # torch.Size: a (2, 3) tensor
print(x.new((2, 3)))                     # plain tuple: the data [2., 3.]
print(x.new(3).shape)                    # one int: 3 uninitialised values, not tensor([3.])
