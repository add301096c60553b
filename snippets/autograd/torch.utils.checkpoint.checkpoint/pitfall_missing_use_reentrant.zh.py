import torch
from torch.utils.checkpoint import checkpoint

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

layer = torch.nn.Linear(4, 4).to(device)
x = torch.randn(2, 4, device=device, requires_grad=True)
out = checkpoint(layer, x)  # 没有指定 use_reentrant
print(out.shape)
