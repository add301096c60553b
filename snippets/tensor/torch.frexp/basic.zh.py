import torch

x = torch.tensor([8.0, 0.75, -3.0, 0.0, 1e-3])
mantissa, exponent = torch.frexp(x)
print(mantissa)                              # |mantissa| 在 [0.5, 1) 内，0 对应 0
print(exponent)                              # int32
print(torch.ldexp(mantissa, exponent))       # mantissa * 2**exponent 还原出 x

out = x.frexp()                              # 具名元组
print(out.exponent.dtype, out.mantissa.dtype)
