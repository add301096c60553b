import torch

m = torch.tensor([0.5, 0.75, 3.0])
e = torch.tensor([1, 3, -2])
print(torch.ldexp(m, e))        # m * 2**e

x = torch.tensor([12.0, 0.1])
mantissa, exponent = torch.frexp(x)
print(mantissa, exponent)
print(torch.ldexp(mantissa, exponent))   # ldexp 还原 frexp 的分解
