import torch

distances = torch.tensor([0.8, float("nan"), 0.3, 0.5])

print(distances.argmin())   # 指向的是 NaN，而不是 0.3

# 搜索之前先把 NaN 处理成“永远不是最近的”
clean = torch.where(distances.isnan(), float("inf"), distances)
print(clean.argmin())
