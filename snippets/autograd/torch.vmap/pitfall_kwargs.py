import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

def scale(x, factor):
    return x * factor

xs = torch.ones(4, 3, device=device)
factors = torch.arange(4.0, device=device)  # one factor per sample
torch.vmap(scale)(xs, factor=factors)       # keyword arguments are never mapped
