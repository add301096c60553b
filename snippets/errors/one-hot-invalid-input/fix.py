import torch
import torch.nn.functional as F

labels = torch.tensor([0, 2, -100, 1])
valid = labels != -100
one_hot = F.one_hot(labels.clamp(min=0), num_classes=3) * valid.unsqueeze(-1)  # padded rows become all zeros
print(one_hot)
