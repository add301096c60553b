import torch

x = torch.tensor([0.5, 300.0, 448.0, 1000.0, -5000.0])
# 不缩放直接转换：本次 CPU 运行中，绝对值超过 448 的被截断为 448，不报错
print(torch.finfo(torch.float8_e4m3fn).max)
print(x.to(torch.float8_e4m3fn).float())
