import torch

logits = torch.zeros(4, 10)
labels = torch.zeros(4, dtype=torch.int64)

logits.view_as(labels)   # view_as does not pick a sub-shape: element counts must match
