import torch

v = torch.tensor([1, 2, 3])
print(torch.diag(v))          # 输入一维：得到以 v 为对角线的方阵
print(v.diag(1))              # 放在第一条上对角线上：4 x 4

m = torch.arange(9).reshape(3, 3)
print(torch.diag(m))          # 输入二维：以一维张量返回对角线
print(torch.diag(m, -1))      # 第一条下对角线
print(torch.diag(torch.arange(6).reshape(2, 3)))   # 非方阵：共 min(rows, cols) 个值

# 批量情形：diagonal() 读取，diag_embed() 构造
b = torch.arange(8).reshape(2, 2, 2)
print(torch.diagonal(b, dim1=-2, dim2=-1))
print(torch.diag_embed(torch.tensor([[1, 2], [3, 4]])))
