import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Scale(torch.autograd.Function):
    @staticmethod
    def forward(x, k):
        return x * k

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.k = inputs[1]

    @staticmethod
    def backward(ctx, grad_output):
        return grad_output * ctx.k  # 忘了给 k 返回 None


x = torch.ones(2, device=device, requires_grad=True)
Scale.apply(x, 3.0).sum().backward()
