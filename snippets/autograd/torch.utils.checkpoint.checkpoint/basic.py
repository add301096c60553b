import torch
from torch.utils.checkpoint import checkpoint

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
block = torch.nn.Sequential(torch.nn.Linear(8, 8), torch.nn.GELU(), torch.nn.Linear(8, 8)).to(device)
x = torch.randn(4, 8, device=device, requires_grad=True)

block(x).sum().backward()
ref = x.grad.clone()
x.grad = None

# Activations inside `block` are not kept; they are recomputed during backward
out = checkpoint(block, x, use_reentrant=False)
out.sum().backward()
print(out.shape, torch.allclose(ref, x.grad))
