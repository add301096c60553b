import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


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
        return grad_output * 3 * x ** 2


x = torch.ones(2, device=device, requires_grad=True)
print(Cube.forward(x).grad_fn.name())  # 普通的 pow：绕过了自定义的 backward
print(Cube.apply(x).grad_fn.name())  # 经过 Cube.backward
