import torch

x = torch.tensor([[0, 3],
                  [5, 0]])
idx = x.nonzero()               # 形状 (2, 2)：每行一对坐标
print(x[idx].shape)             # 用每个数去索引第 0 维：取到的值是错的
print(x[idx.unbind(1)])         # 把坐标拆成 (rows, cols)
print(x[x.nonzero(as_tuple=True)])
