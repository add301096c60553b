import torch

x = torch.arange(12.0).reshape(3, 4)
# fill whole columns 0 and 2 with -1
print(x.index_fill(1, torch.tensor([0, 2]), -1.0))
# fill whole row 1, in place
x.index_fill_(0, torch.tensor([1]), 0.0)
print(x)
# value may also be a 0-d tensor
print(torch.index_fill(torch.zeros(2, 3), 1, torch.tensor([1]), torch.tensor(9.0)))
