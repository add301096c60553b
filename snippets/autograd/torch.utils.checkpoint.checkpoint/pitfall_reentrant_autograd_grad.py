import torch
from torch.utils.checkpoint import checkpoint

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.ones(3, device=device, requires_grad=True)
out = checkpoint(torch.sin, x, use_reentrant=True)
torch.autograd.grad(out.sum(), x)
