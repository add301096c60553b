import torch
import torch.nn.functional as F

logits = torch.tensor([-80.0, -88.0, -89.0, -100.0])  # confidently wrong predictions
target = torch.ones(4)

print(F.soft_margin_loss(logits, target, reduction="none"))  # exp(89) overflows float32
print(F.binary_cross_entropy_with_logits(logits, target, reduction="none"))  # stays finite
