import torch

x = torch.tensor([1, 0, -1])
print(torch.acos(x))       # 非原地：得到新的 float32 张量
x.acos_()                  # 原地：浮点结果存不进 int64
