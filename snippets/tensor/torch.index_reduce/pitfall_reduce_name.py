import torch

x = torch.zeros(2)
src = torch.tensor([1.0, 2.0, 3.0])
idx = torch.tensor([0, 1, 1])
print(x.index_add(0, idx, src))              # sums: index_add
x.index_reduce(0, idx, src, "sum")
