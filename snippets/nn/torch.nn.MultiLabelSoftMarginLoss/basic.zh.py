import torch
import torch.nn.functional as F

logits = torch.tensor([[0.1, 0.2, 0.4, 0.8], [2.0, -1.0, 0.5, 0.0]])
target = torch.tensor([[1.0, 0.0, 0.0, 1.0], [1.0, 0.0, 1.0, 0.0]])  # 多热编码，每个类别一列

criterion = torch.nn.MultiLabelSoftMarginLoss(reduction="none")
print(criterion(logits, target))  # 每个样本一个值
# 每个类别的二元交叉熵，对类别取平均
print(F.binary_cross_entropy_with_logits(logits, target, reduction="none").mean(dim=1))
