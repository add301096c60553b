import torch

x = torch.zeros(2, 3)
idx = torch.tensor([0, 2, 2])                 # 对二维张量用了一维下标
src = torch.tensor([1.0, 2.0, 3.0])
print(x.scatter_reduce(1, idx.expand(2, 3), src.expand(2, 3), reduce="sum"))
x.scatter_reduce(1, idx, src, reduce="sum")
