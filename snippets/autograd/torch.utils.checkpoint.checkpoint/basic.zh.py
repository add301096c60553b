import torch
from torch.utils.checkpoint import checkpoint

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
block = torch.nn.Sequential(torch.nn.Linear(8, 8), torch.nn.GELU(), torch.nn.Linear(8, 8)).to(device)
x = torch.randn(4, 8, device=device, requires_grad=True)

block(x).sum().backward()
ref = x.grad.clone()
x.grad = None

# `block` 内部的激活值不会保留；它们在反向传播时重新计算
out = checkpoint(block, x, use_reentrant=False)
out.sum().backward()
print(out.shape, torch.allclose(ref, x.grad))
