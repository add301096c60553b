import torch

a = torch.tensor([12, -18, 0, 0])
b = torch.tensor([8, 12, 5, 0])
print(torch.gcd(a, b))                 # never negative; gcd(0, 0) = 0
print(a.gcd(torch.tensor(6)))          # broadcasting with a 0-D tensor
print(torch.lcm(torch.tensor([4]), torch.tensor([6])))   # the least common multiple
