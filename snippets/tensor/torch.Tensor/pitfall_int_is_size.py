import torch

n = 3
t = torch.Tensor(n)        # meant: a tensor holding the value 3
print(t.shape)             # got: an uninitialized tensor of 3 elements
print(torch.tensor(n), torch.tensor(n).shape)
