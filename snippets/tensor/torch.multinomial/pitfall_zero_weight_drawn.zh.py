import torch

torch.manual_seed(0)
weights = torch.tensor([0.7, 0.0, 0.3])   # 类别 1 “永远不会出现”
picked = torch.multinomial(weights, 3)    # 不放回抽 3 个，但只有 2 个非零权重
print(picked)                             # 照样返回了索引 1
print((weights > 0).sum().item())
