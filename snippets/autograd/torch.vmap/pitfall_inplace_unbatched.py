import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

def first_only(x):
    out = torch.zeros(3, device=x.device)  # a fresh tensor without a batch dimension
    out[0] = x[0]                           # in-place write of a batched value
    return out

batch = torch.randn(4, 3, device=device)
torch.vmap(first_only)(batch)
