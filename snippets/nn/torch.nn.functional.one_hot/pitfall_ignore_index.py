import torch
import torch.nn.functional as F

labels = torch.tensor([1, 0, -100])  # -100 marks "ignore" for cross_entropy
F.one_hot(labels, num_classes=3)
