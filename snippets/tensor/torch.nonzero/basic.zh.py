import torch

x = torch.tensor([[0, 3],
                  [5, 0]])
print(torch.nonzero(x))                 # 每个非零元素一行：(row, col)
rows, cols = x.nonzero(as_tuple=True)   # 每个维度一个索引张量
print(rows, cols, x[rows, cols])
print(torch.argwhere(x).shape)          # argwhere：与 nonzero() 相同

v = torch.tensor([0.0, 1.0, 0.0, 2.0])
print(v.nonzero().shape, v.nonzero().squeeze(1))   # 一维输入得到的仍是 (n, 1)
print(torch.tensor([0.0, 0.0]).nonzero().shape)    # 什么也没找到：(0, 1)
print(torch.tensor([float("nan"), 0.0]).nonzero()) # nan 算作非零
