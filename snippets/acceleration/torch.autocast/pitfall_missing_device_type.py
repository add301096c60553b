import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.randn(2, 2, device=device)

# Old torch.cuda.amp.autocast habits: only dtype/enabled are given.
with torch.autocast(dtype=torch.bfloat16):
    y = x @ x
