import torch

a = torch.tensor([12, -18, 0, 0])
b = torch.tensor([8, 12, 5, 0])
print(torch.gcd(a, b))                 # 结果非负；gcd(0, 0) = 0
print(a.gcd(torch.tensor(6)))          # 与 0 维张量广播
print(torch.lcm(torch.tensor([4]), torch.tensor([6])))   # 最小公倍数
