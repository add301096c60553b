import torch

x = torch.zeros(4, 2)
index = torch.tensor([3, 0])
source = torch.tensor([[1.0, 1.0],
                       [2.0, 2.0]])

print(x.index_copy(0, index, source))   # row 3 <- source[0], row 0 <- source[1]
print(x.sum())                          # index_copy returned a copy; x is unchanged

x.index_copy_(1, torch.tensor([1]), torch.full((4, 1), 9.0))   # in place, along dim 1
print(x)
