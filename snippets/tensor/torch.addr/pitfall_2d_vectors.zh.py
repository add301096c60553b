import torch

u = torch.ones(2, 1)      # 切片得到的 (n, 1) 列向量
v = torch.ones(3, 1)
torch.addr(torch.zeros(2, 3), u, v)
