import torch
from torch.autograd.function import once_differentiable


class Cube(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x**3

    @staticmethod
    @once_differentiable
    def backward(ctx, grad_out):
        (x,) = ctx.saved_tensors
        return 3 * x**2 * grad_out


x = torch.tensor([2.0], dtype=torch.float64, requires_grad=True)
(grad_x,) = torch.autograd.grad(Cube.apply(x), x, create_graph=True)
print(grad_x, grad_x.requires_grad)  # 虽然传了 create_graph=True，却没有计算图
print(torch.autograd.gradgradcheck(Cube.apply, (x,), raise_exception=False))
