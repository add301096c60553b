import torch

a = torch.tensor([1.0, float("nan")])
b = torch.tensor([0.0, 4.0])

print(torch.maximum(a, b))   # NaN 会传播
print(torch.fmax(a, b))      # 一侧为 NaN 时，fmax 取另一侧的值
