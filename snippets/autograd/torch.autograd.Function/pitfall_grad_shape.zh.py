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
        # bug：在批次维上做了归约，梯度的形状不再与 x 一致
        return (grad_output * 3 * x ** 2).sum(dim=0, keepdim=True)


x = torch.ones(2, 3, device=device, requires_grad=True)
Cube.apply(x).sum().backward()
