import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Double(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):  # 混用了两种风格
        return x * 2

    @staticmethod
    def setup_context(ctx, inputs, output):
        pass

    @staticmethod
    def backward(ctx, grad_output):
        return grad_output * 2


x = torch.ones(2, device=device, requires_grad=True)
Double.apply(x)
