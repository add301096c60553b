import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

positions = torch.arange(10, device=device)
print(positions.dtype)
positions.mean()
