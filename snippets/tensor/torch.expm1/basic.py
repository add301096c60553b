import torch

x = torch.tensor([1e-8, 1e-5, 1e-3, 1.0])
print(torch.expm1(x))              # accurate for tiny x
print(torch.exp(x) - 1)            # exp(x) - 1 loses the small values
print(torch.log1p(torch.expm1(x))) # log1p is its inverse
