import torch
import torch.nn.functional as F

labels = torch.tensor([0, 2, 1])  # int64 class indices

print(F.one_hot(labels, num_classes=4))
print(F.one_hot(labels, num_classes=4).dtype)  # int64, not float
print(F.one_hot(torch.tensor([[0, 1], [2, 0]]), num_classes=3).shape)  # adds a last dim

# as a float target, e.g. for BCE or label smoothing
target = F.one_hot(labels, num_classes=4).float()
print(target.dtype)
