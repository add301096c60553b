import torch

a = torch.tensor([5, 6])
b = torch.tensor([2, 0])
print(torch.remainder(a.float(), b.float()))   # float: nan where b is 0
torch.remainder(a, b)                           # integer: raises on the CPU
