import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

labels = torch.arange(4, device=device)  # int64
labels.requires_grad_()
