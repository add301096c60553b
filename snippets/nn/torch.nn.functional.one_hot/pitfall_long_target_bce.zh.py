import torch
import torch.nn.functional as F

logits = torch.randn(2, 3)
target = F.one_hot(torch.tensor([0, 2]), num_classes=3)  # int64
F.binary_cross_entropy_with_logits(logits, target)  # 需要浮点类型的目标
