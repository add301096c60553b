import torch

a = torch.tensor([4.0, 6.0])    # whole numbers stored as float
b = torch.tensor([6.0, 8.0])
print(torch.lcm(a.long(), b.long()))
torch.lcm(a, b)                 # integers only
