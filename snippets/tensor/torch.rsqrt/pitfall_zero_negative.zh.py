import torch

var = torch.tensor([0.0, 4.0, -1e-7])      # 一个常数特征；一个带舍入误差的方差

print(torch.rsqrt(var))                    # inf 和 nan
print(torch.rsqrt(var.clamp(min=0) + 1e-5))
