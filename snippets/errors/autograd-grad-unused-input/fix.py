import torch

torch.manual_seed(0)
model = torch.nn.Linear(3, 1)
x = torch.randn(4, 3, dtype=torch.float64).float().requires_grad_()  # convert first, require grad last
y = model(x).sum()
(dy_dx,) = torch.autograd.grad(y, x)  # the very tensor the model used
print(dy_dx.shape, torch.allclose(dy_dx[0], model.weight[0]))
