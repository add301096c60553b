import torch

probs = torch.tensor([0.2, 0.5, 0.3])

if (probs >= 0).all():              # 先归约成单个值
    print("valid")
if probs >= 0:                      # 含 3 个元素的布尔张量没有单一的真值
    print("valid")
