import torch
from torch.autograd.graph import get_gradient_edge

x = torch.randn(3)  # created without requires_grad
edge = get_gradient_edge(x * 2)
