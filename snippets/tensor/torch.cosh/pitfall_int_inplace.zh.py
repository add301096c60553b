import torch

x = torch.tensor([0, 1, 2])
print(x.cosh())          # 非原地：得到 float32
x.cosh_()                # 对 int64 原地计算：被拒绝
