import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

a = torch.zeros(2, 3, device=device)  # 2 samples, 3 features
b = torch.ones(2, 4, device=device)   # same 2 samples, 4 more features
torch.cat([a, b])  # dim defaults to 0: the other dimensions (3 vs 4) must match
