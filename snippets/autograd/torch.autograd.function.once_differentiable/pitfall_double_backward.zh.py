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


x = torch.tensor([2.0], requires_grad=True)
loss = (Cube.apply(x) ** 2).sum()
(grad_x,) = torch.autograd.grad(loss, x, create_graph=True)
grad_x.backward()  # 二阶导数：要经过 once_differentiable 修饰的 backward
