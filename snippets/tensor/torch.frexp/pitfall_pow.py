import torch

x = torch.tensor([0.1, 3.0, 1e12])
m, e = torch.frexp(x)
print(e)
print(2 ** e)                                # integer power: 0 for negative exponents, overflow for 40
print(m * 2 ** e)                            # silently wrong
print(torch.ldexp(m, e))                     # correct
