import torch
import torch.nn.functional as F

logits = torch.tensor([[0.1, 0.2, 0.4, 0.8], [2.0, -1.0, 0.5, 0.0]])
target = torch.tensor([[1.0, 0.0, 0.0, 1.0], [1.0, 0.0, 1.0, 0.0]])  # multi-hot, one column per class

criterion = torch.nn.MultiLabelSoftMarginLoss(reduction="none")
print(criterion(logits, target))  # one value per sample
# binary cross-entropy per class, averaged over the classes
print(F.binary_cross_entropy_with_logits(logits, target, reduction="none").mean(dim=1))
