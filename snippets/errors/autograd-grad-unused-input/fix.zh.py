import torch

torch.manual_seed(0)
model = torch.nn.Linear(3, 1)
x = torch.randn(4, 3, dtype=torch.float64).float().requires_grad_()  # 先做转换，最后才要求梯度
y = model(x).sum()
(dy_dx,) = torch.autograd.grad(y, x)  # 正是模型用到的那个张量
print(dy_dx.shape, torch.allclose(dy_dx[0], model.weight[0]))
