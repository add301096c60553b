import torch
from torch.autograd.functional import jacobian

w = torch.tensor([0.5, -1.0, 2.0], requires_grad=True)
x = torch.tensor([1.0, 2.0, 3.0])

J = jacobian(lambda t: torch.tanh(w * t), x)
print(J.requires_grad)  # detached from w: create_graph=False by default
penalty = J.pow(2).sum()
penalty.backward()
