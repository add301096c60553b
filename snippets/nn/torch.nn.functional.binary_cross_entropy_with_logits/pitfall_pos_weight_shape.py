import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.zeros(2, 3, device=device)  # batch of 2, 3 labels
target = torch.ones(2, 3, device=device)
# One weight per *sample* instead of per label: it is broadcast along the last dimension
F.binary_cross_entropy_with_logits(logits, target, pos_weight=torch.tensor([1.0, 2.0], device=device))
