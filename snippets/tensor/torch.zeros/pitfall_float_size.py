import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

n = 10
half = torch.zeros(n / 2, device=device)   # n / 2 is the float 5.0
