import torch

x = torch.tensor([3, -3])

print(torch.frac(x.float()))   # 先转成浮点
torch.frac(x)                  # 没有整数实现
