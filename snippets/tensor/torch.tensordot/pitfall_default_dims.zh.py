import torch

x = torch.ones(2, 3, 4)
y = torch.ones(4, 3)
print(torch.tensordot(x, y, dims=1).shape)
torch.tensordot(x, y)                     # 默认 dims=2 把 (3, 4) 与 (4, 3) 配对
