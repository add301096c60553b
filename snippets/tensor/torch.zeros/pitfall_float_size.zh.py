import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

n = 10
half = torch.zeros(n / 2, device=device)   # n / 2 是浮点数 5.0
