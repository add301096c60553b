import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.zeros(2, 3, device=device)
target = torch.tensor([0, 1], device=device)
F.cross_entropy(logits, target, reduction="avg")
