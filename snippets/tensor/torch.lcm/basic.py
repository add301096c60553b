import torch

a = torch.tensor([4, 6, 21, -4, 5])
b = torch.tensor([6, 8, 6, 6, 0])
print(torch.lcm(a, b))           # always non-negative; lcm(x, 0) = 0
print(torch.gcd(a, b))
print(torch.gcd(a, b) * torch.lcm(a, b) == (a * b).abs())

# the common period of several cycles
periods = torch.tensor([4, 6, 10])
print(periods[0].lcm(periods[1]).lcm(periods[2]))
