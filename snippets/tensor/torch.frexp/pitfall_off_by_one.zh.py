import torch

x = torch.tensor([1.0, 3.0, 0.25])
m, e = torch.frexp(x)
print(m, e)                                  # 1.0 分解为 0.5 * 2**1，而不是 1.0 * 2**0
print(torch.floor(torch.log2(x)))            # IEEE 风格的指数小 1
print(e - 1)
