import torch

x = torch.arange(6).reshape(2, 3)
row, col = 1, 2
print(x.take(torch.tensor([row * x.size(1) + col])))    # flat index = row * ncols + col
x.take(torch.tensor([row * x.size(0) + col + 3]))       # a wrong formula leaves the tensor
