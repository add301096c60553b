import torch

score = torch.tensor([0.3, float("nan"), 0.9])   # 坏样本产生的 NaN
best = torch.tensor([0.5, 0.5, 0.5])

print(torch.maximum(score, best))   # NaN 被传播下去
print(torch.fmax(score, best))      # NaN 被忽略
