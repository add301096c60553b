import torch

scores = torch.tensor([[0.1, 0.2, 0.4, 0.8], [2.0, 0.0, 0.0, 0.0]])
target = torch.tensor([3, 0])  # 类别下标，与 CrossEntropyLoss 相同

print(torch.nn.MultiMarginLoss(reduction="none")(scores, target))
print(torch.nn.MultiMarginLoss(p=2, reduction="none")(scores, target))  # 平方合页

# 手算样本 0：对错误类别求 max(0, 1 - x[y] + x[i]) 之和，再除以 C
x = scores[0]
print(sum((1 - x[3] + x[i]).clamp(min=0) for i in (0, 1, 2)) / 4)
