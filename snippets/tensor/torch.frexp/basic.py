import torch

x = torch.tensor([8.0, 0.75, -3.0, 0.0, 1e-3])
mantissa, exponent = torch.frexp(x)
print(mantissa)                              # |mantissa| in [0.5, 1), 0 for 0
print(exponent)                              # int32
print(torch.ldexp(mantissa, exponent))       # mantissa * 2**exponent gives x back

out = x.frexp()                              # a named tuple
print(out.exponent.dtype, out.mantissa.dtype)
