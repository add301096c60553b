import torch

targets = torch.tensor([1, 0, -100, 2])        # -100 标记要忽略的位置（CrossEntropyLoss）

valid = targets[targets >= 0]
print(torch.bincount(valid, minlength=3))      # 只统计真实标签
torch.bincount(targets)                        # 负值会被拒绝
