import torch
import torch.nn.functional as F

torch.manual_seed(0)
scores = torch.randn(2, 4, 5)  # (batch, seq_len, classes)

probs = F.softmax(scores)  # no dim: only a UserWarning, and for 3-D input torch picks dim=0
print(probs.sum(dim=-1)[0])  # the classes do NOT sum to 1
print(probs.sum(dim=0)[0])  # the batch does
