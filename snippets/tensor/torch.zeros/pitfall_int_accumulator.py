import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

total = torch.zeros(3, dtype=torch.long, device=device)   # counter-style buffer
batch_scores = torch.tensor([0.5, 1.5, 2.5], device=device)
total += batch_scores   # in-place op cannot turn an int64 tensor into float
