import torch
import torch.nn.functional as F

labels = torch.tensor([0, 2, -100, 1])  # -100 表示填充
one_hot = F.one_hot(labels, num_classes=3)
