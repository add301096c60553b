import torch

x = torch.tensor([0.5, -1.0, 2.0])
print(torch.where(x > 0, x, 0.0))   # 三个参数：选择值
torch.where(x > 0, x)               # 缺少 False 位置的取值
