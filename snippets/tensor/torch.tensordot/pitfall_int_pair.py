import torch

x = torch.ones(2, 3, 4)
y = torch.ones(4, 3)
print(torch.tensordot(x, y, dims=([1], [1])).shape)   # lists of dims
torch.tensordot(x, y, dims=(1, 1))                    # a pair of ints
