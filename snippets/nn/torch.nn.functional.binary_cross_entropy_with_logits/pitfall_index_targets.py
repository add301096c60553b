import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# Multi-class problem (3 classes) with class-index labels: this is a job for
# cross_entropy, not for BCE, which needs a 0/1 target per logit
logits = torch.zeros(2, 3, device=device)
target = torch.tensor([0.0, 2.0], device=device)
F.binary_cross_entropy_with_logits(logits, target)
