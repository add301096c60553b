import torch

torch.manual_seed(0)
model = torch.nn.Linear(3, 1)
x = torch.randn(4, 3, dtype=torch.float64).requires_grad_()
x_in = x.float()  # 一个新张量：模型看到的是 x_in，而不是 x
y = model(x_in).sum()
(dy_dx,) = torch.autograd.grad(y, x_in.detach().requires_grad_())  # 对第三个张量求导
