import torch

x = torch.tensor([1e-8, 1e-4, 1.0, -0.5])
print(torch.log1p(x))                 # log(1 + x)，x 极小时也精确
print(torch.log(1 + x))               # 在 float32 中 1 + 1e-8 会舍入为 1

counts = torch.tensor([0, 9, 99])
print(torch.log1p(counts))            # 对计数做对数缩放；整数输入得到 float32
print(torch.expm1(torch.log1p(torch.tensor([1e-8]))))   # expm1 是它的反函数
