import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class BadCube(torch.autograd.Function):
    @staticmethod
    def forward(x):
        return x ** 3

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(inputs[0])

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return grad_output * x ** 2  # bug：漏了系数 3


torch.manual_seed(0)
x = torch.randn(4, dtype=torch.float64, device=device, requires_grad=True)
# raise_exception=False 时返回 False，而不是抛出 GradcheckError
print(torch.autograd.gradcheck(BadCube.apply, (x,), raise_exception=False))
