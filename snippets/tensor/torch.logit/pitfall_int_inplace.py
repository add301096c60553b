import torch

labels = torch.tensor([0, 1, 1])
print(torch.logit(labels, eps=0.05))   # out of place: float32
labels.logit_(eps=0.05)                # in place on int64 fails
