import torch

x = torch.tensor([1.0, 3.0, 0.25])
m, e = torch.frexp(x)
print(m, e)                                  # 1.0 is 0.5 * 2**1, not 1.0 * 2**0
print(torch.floor(torch.log2(x)))            # the IEEE-style exponent is one less
print(e - 1)
