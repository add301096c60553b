import torch

x = torch.tensor([1e-8, 1e-4, 1.0, -0.5])
print(torch.log1p(x))                 # log(1 + x), accurate for tiny x
print(torch.log(1 + x))               # 1 + 1e-8 rounds to 1 in float32

counts = torch.tensor([0, 9, 99])
print(torch.log1p(counts))            # log-scaling counts; integer input gives float32
print(torch.expm1(torch.log1p(torch.tensor([1e-8]))))   # expm1 is the inverse
