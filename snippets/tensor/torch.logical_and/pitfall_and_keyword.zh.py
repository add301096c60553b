import torch

x = torch.tensor([-1.0, 0.5, 2.0])

print((x > 0) & (x < 1))
keep = (x > 0) and (x < 1)       # `and` 要求第一个掩码给出单个 bool
