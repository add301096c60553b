import torch

x = torch.tensor([-2.0, 0.0, 2.0])
print(torch.cosh(x))                         # even, >= 1
print(x.cosh().equal((x.exp() + (-x).exp()) / 2))
print(torch.tensor([0, 1]).cosh())           # integer input gives float32

# overflow points: float32 near 89, float16 near 11.8
print(torch.cosh(torch.tensor([89.0, 90.0])))
print(torch.cosh(torch.tensor([11.0, 12.0], dtype=torch.float16)))
