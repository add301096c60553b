import torch

a = torch.tensor([5, 6])
b = torch.tensor([2, 0])

print(torch.fmod(a.float(), b.float()))   # float: nan where b is 0
torch.fmod(a, b)                           # integer modulo by zero raises on the CPU
