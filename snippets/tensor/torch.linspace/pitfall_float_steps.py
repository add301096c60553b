import torch

start, end, h = 0.0, 1.0, 0.25
steps = (end - start) / h + 1   # 5.0: a float, not an int
print(steps)
torch.linspace(start, end, steps)
