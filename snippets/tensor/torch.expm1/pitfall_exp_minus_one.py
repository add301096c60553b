import torch

rate = torch.tensor([1e-9, 1e-7, 1e-4])     # small rates in float32

print(torch.exp(rate) - 1)        # exp(x) is rounded to 1 first, then subtracted
print(torch.expm1(rate))          # about x for small x
