import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.zeros(8, 32, 32, 3, device=device)
x.permute(2, 0, 1)          # three indices for a 4-D tensor
