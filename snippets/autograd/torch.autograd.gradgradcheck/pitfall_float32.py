import torch

torch.manual_seed(0)
x = torch.randn(4, requires_grad=True)  # float32
# Second derivatives by finite differences are even less accurate than first ones
torch.autograd.gradgradcheck(torch.tanh, (x,))
