import torch
from torch import nn
from torch.nn.utils.parametrizations import orthogonal

torch.manual_seed(0)
square = orthogonal(nn.Linear(4, 4))
W = square.weight
print(torch.allclose(W @ W.T, torch.eye(4), atol=1e-5))  # W W^T = I

tall = orthogonal(nn.Linear(4, 6))  # weight is (6, 4): orthonormal columns
W = tall.weight
print(W.shape, torch.allclose(W.T @ W, torch.eye(4), atol=1e-5))

# Training keeps the constraint: the optimizer updates an unconstrained original
opt = torch.optim.SGD(square.parameters(), lr=0.1)
square(torch.randn(8, 4)).pow(2).sum().backward()
opt.step()
W = square.weight
print(torch.allclose(W @ W.T, torch.eye(4), atol=1e-5))
print(list(square.state_dict().keys()))
