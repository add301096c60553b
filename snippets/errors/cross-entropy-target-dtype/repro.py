import torch
import torch.nn.functional as F

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.zeros(3, 4, device=device)  # 3 samples, 4 classes
labels = torch.tensor([0.0, 2.0, 1.0], device=device)  # class indices stored as float
F.cross_entropy(logits, labels)
