import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Power(torch.autograd.Function):
    @staticmethod
    def forward(x, p):
        return x ** p

    @staticmethod
    def setup_context(ctx, inputs, output):
        x, p = inputs
        ctx.save_for_backward(x, p)  # p 是 Python int

    @staticmethod
    def backward(ctx, grad_output):
        x, p = ctx.saved_tensors
        return grad_output * p * x ** (p - 1), None


x = torch.ones(2, device=device, requires_grad=True)
Power.apply(x, 3)
