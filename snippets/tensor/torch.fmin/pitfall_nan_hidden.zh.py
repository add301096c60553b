import torch

loss = torch.tensor([0.7, float("nan")])
cap = torch.tensor(5.0)

print(torch.fmin(loss, cap))           # NaN 静默变成 5.0
print(torch.minimum(loss, cap))        # minimum 保留 NaN，问题可见
print(torch.isnan(loss).any())         # 先检查再决定是否忽略
