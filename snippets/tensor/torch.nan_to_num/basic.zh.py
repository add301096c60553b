import torch

x = torch.tensor([1.0, float("nan"), float("inf"), -float("inf")])

print(torch.nan_to_num(x))  # inf 变成 float32 的最大值，而不是 0
print(torch.nan_to_num(x, nan=0.0, posinf=1.0, neginf=-1.0))

# 先找出坏值在哪里，再把它们掩盖掉。
print(torch.isnan(x).nonzero().flatten(), torch.isinf(x).nonzero().flatten())
