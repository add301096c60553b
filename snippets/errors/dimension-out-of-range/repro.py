import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

logits = torch.tensor([2.0, 0.5, 1.0], device=device)  # one sample, no batch dim
torch.softmax(logits, dim=1)  # a 1-D tensor only has dim 0 (or -1)
