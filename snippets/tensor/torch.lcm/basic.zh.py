import torch

a = torch.tensor([4, 6, 21, -4, 5])
b = torch.tensor([6, 8, 6, 6, 0])
print(torch.lcm(a, b))           # 结果总是非负；lcm(x, 0) = 0
print(torch.gcd(a, b))
print(torch.gcd(a, b) * torch.lcm(a, b) == (a * b).abs())

# 几个周期的公共周期
periods = torch.tensor([4, 6, 10])
print(periods[0].lcm(periods[1]).lcm(periods[2]))
