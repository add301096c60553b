import torch

x = torch.tensor([4.0, 6.0, 9.0])

tail = 1 - torch.erf(x)
print(tail)                      # 0 from x = 4.0 on in float32
print(torch.log(tail))           # -inf, and nan once it reaches a gradient
print(torch.erfc(x))             # the tail is still representable
print(torch.log(torch.erfc(x)))
