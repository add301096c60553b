import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

import torch.nn.functional as F

logits = torch.zeros(3, 4, device=device)  # 3 samples, 4 classes
labels = torch.tensor([0.0, 2.0, 1.0], device=device)  # class indices stored as float
F.cross_entropy(logits, labels)
