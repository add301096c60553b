import torch

rate = torch.tensor([1e-8, 3e-8])          # 极小的相对变化

print(torch.log(1 + rate))                 # float32 中 1 + 1e-8 == 1：信号丢失了
print(torch.log1p(rate))
