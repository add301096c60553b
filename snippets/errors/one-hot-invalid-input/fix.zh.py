import torch
import torch.nn.functional as F

labels = torch.tensor([0, 2, -100, 1])
valid = labels != -100
one_hot = F.one_hot(labels.clamp(min=0), num_classes=3) * valid.unsqueeze(-1)  # 填充行变成全零
print(one_hot)
