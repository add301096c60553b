import torch

torch.manual_seed(0)
model = torch.nn.Linear(3, 1)
x = torch.randn(4, 3, dtype=torch.float64).requires_grad_()
x_in = x.float()  # a new tensor: the model sees x_in, not x
y = model(x_in).sum()
(dy_dx,) = torch.autograd.grad(y, x_in.detach().requires_grad_())  # differentiates a third tensor
