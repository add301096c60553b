import torch

scores = torch.tensor([0.3, 0.9, 0.1, 0.5])

print(scores.argsort())             # 排序后各位置对应的下标：[2, 0, 3, 1]
print(scores.argsort().argsort())   # 每个分数的名次：        [1, 3, 0, 2]
