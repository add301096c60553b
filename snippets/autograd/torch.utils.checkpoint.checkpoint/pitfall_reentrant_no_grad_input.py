import torch
from torch.utils.checkpoint import checkpoint

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(4, 1).to(device)
x = torch.randn(2, 4, device=device)  # input data: requires_grad=False
out = checkpoint(model, x, use_reentrant=True)  # the whole model inside
print(out.requires_grad)
out.sum().backward()
