import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.arange(12, device=device).reshape(3, 4)
x.permute(1, 0).view(12)
