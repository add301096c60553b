import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Mul(torch.autograd.Function):
    @staticmethod
    def forward(x, y):
        return x * y

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(inputs)  # the tuple itself, not its tensors

    @staticmethod
    def backward(ctx, grad_output):
        x, y = ctx.saved_tensors
        return grad_output * y, grad_output * x


a = torch.ones(2, device=device, requires_grad=True)
b = torch.ones(2, device=device, requires_grad=True)
Mul.apply(a, b)
