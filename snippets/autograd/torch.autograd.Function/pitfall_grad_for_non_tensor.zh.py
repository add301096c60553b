import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Scale(torch.autograd.Function):
    @staticmethod
    def forward(x, k):
        return x * k

    @staticmethod
    def setup_context(ctx, inputs, output):
        x, k = inputs
        ctx.save_for_backward(x)
        ctx.k = k

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        # d(x * k)/dk = x，但 k 是 Python 浮点数，不是张量
        return grad_output * ctx.k, (grad_output * x).sum()


x = torch.ones(2, device=device, requires_grad=True)
Scale.apply(x, 3.0).sum().backward()
