import torch
from torch.autograd.graph import get_gradient_edge

x = torch.tensor([0.5, -1.0], requires_grad=True)
h = torch.tanh(x)
edge = get_gradient_edge(h)  # taken before the in-place change
h.mul_(3)  # h now has a new grad_fn (MulBackward0)
loss = h.sum()

# Asking for h gives the gradient with respect to h after mul_
print(torch.autograd.grad(loss, h, retain_graph=True))
# The edge gives the gradient with respect to tanh's output
print(torch.autograd.grad(loss, edge))
