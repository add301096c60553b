import math

import torch

print(type(torch.pi).__name__, torch.pi == math.pi)     # 就是普通的 Python float
print(torch.e, torch.inf, -torch.inf, torch.nan)

angles = torch.linspace(0, 2 * torch.pi, 5)
print(angles)
print(torch.cos(angles).round(decimals=4))

scores = torch.tensor([[1.0, 2.0, 3.0]])
mask = torch.tensor([[True, False, True]])
print(torch.softmax(scores.masked_fill(~mask, -torch.inf), dim=-1))   # -inf 的权重为 0

print(torch.tensor(torch.pi, dtype=torch.float16))       # 按该 dtype 舍入
