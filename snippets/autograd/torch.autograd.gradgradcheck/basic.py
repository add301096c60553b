import torch


class Cube(torch.autograd.Function):
    @staticmethod
    def forward(x):
        return x ** 3

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(inputs[0])

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        # Built from differentiable operations, so it can be differentiated again
        return grad_output * 3 * x ** 2


torch.manual_seed(0)
x = torch.randn(4, dtype=torch.float64, requires_grad=True)
print(torch.autograd.gradcheck(Cube.apply, (x,)))
print(torch.autograd.gradgradcheck(Cube.apply, (x,)))
