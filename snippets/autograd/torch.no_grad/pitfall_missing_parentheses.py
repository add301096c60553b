import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.ones(2, device=device, requires_grad=True)
with torch.no_grad:  # the class, not an instance
    y = x * 2
