import torch

z = torch.tensor([3 + 4j, 1 - 2j])
re = torch.real(z)
print(re, z.real)                     # the function and the attribute agree
print(re.dtype, re.stride())          # float32 view, stride 2 over the complex storage

re[0] = 100.0                         # a view: writing changes z
print(z)

x = torch.tensor([1.0, 2.0])
print(torch.real(x) is x)             # a real tensor is returned as itself
