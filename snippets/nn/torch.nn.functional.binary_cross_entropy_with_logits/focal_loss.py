import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# reduction="none" gives per-element terms to build custom losses, e.g. focal loss
logits = torch.tensor([3.0, -3.0, 0.2], device=device)
target = torch.tensor([1.0, 1.0, 0.0], device=device)

bce = F.binary_cross_entropy_with_logits(logits, target, reduction="none")
p_t = torch.exp(-bce)  # probability assigned to the true label
gamma = 2.0
focal = (1 - p_t) ** gamma * bce
print(bce)
print(focal)  # easy example (index 0) is down-weighted most
print(focal.mean())
