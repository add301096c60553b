import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

def scale_by_max(x):
    return x / x.max().item()

batch = torch.tensor([[1.0, 2.0], [3.0, 6.0]], device=device)
torch.vmap(scale_by_max)(batch)
