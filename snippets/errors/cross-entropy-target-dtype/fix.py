import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.zeros(3, 4, device=device)
labels = torch.tensor([0.0, 2.0, 1.0], device=device)

loss = F.cross_entropy(logits, labels.long())  # class indices must be int64
print(labels.long().dtype, round(loss.item(), 4))

# Soft labels / one-hot targets: same shape as the logits, floating point.
one_hot = F.one_hot(labels.long(), num_classes=4).float()
print(one_hot.shape, round(F.cross_entropy(logits, one_hot).item(), 4))
