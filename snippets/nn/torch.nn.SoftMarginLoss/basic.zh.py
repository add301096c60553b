import torch
import torch.nn.functional as F

logits = torch.tensor([2.0, -1.0, 0.0, 3.0])
target = torch.tensor([1.0, -1.0, 1.0, -1.0])  # 标签取 1 / -1

print(torch.nn.SoftMarginLoss(reduction="none")(logits, target))  # log(1 + exp(-y * x))
# 与把标签换成 0 / 1 的 BCEWithLogitsLoss 相同
print(F.binary_cross_entropy_with_logits(logits, (target + 1) / 2, reduction="none"))
