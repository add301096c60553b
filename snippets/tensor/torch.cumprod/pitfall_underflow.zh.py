import torch

step = torch.full((2000,), 0.99)
print(step.cumprod(0)[-1])                  # 没问题
print(torch.full((2000,), 0.9).cumprod(0)[-1])    # 在 float32 中下溢为 0
print(torch.full((2000,), 0.9).log().cumsum(0)[-1])   # 改为保留对数
