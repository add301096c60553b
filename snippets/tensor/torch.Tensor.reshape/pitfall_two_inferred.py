import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(12, device=device)
x.reshape(-1, -1)
