import torch
from torch.autograd.graph import get_gradient_edge

torch.manual_seed(0)
x = torch.randn(3, requires_grad=True)
h = torch.tanh(x)  # an intermediate activation
edge = get_gradient_edge(h)
print(edge.node.name(), edge.output_nr)

# The name h is rebound below, but the edge still points at the value it had here
h = h * 2
loss = (h ** 2).sum()

(g_edge,) = torch.autograd.grad(loss, edge)
print(torch.allclose(g_edge, 8 * torch.tanh(x.detach())))

# A leaf tensor's edge is its gradient accumulator
print(get_gradient_edge(x).node.name())
