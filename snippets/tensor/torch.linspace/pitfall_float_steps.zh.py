import torch

start, end, h = 0.0, 1.0, 0.25
steps = (end - start) / h + 1   # 5.0：是 float，不是 int
print(steps)
torch.linspace(start, end, steps)
