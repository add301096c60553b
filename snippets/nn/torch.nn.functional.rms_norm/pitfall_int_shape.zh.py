import torch
import torch.nn.functional as F

x = torch.randn(2, 8)
print(torch.nn.RMSNorm(8)(x).shape)  # 模块接受 int
F.rms_norm(x, 8)  # 函数需要 tuple 或 list
