import torch
from torch.utils.checkpoint import checkpoint

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


def block(t, scale=1.0):
    return torch.sin(t) * scale


x = torch.ones(3, device=device, requires_grad=True)
checkpoint(block, x, scale=2.0, use_reentrant=True)  # 传给 `block` 的关键字参数
