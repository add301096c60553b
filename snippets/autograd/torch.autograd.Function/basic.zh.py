import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Cube(torch.autograd.Function):
    @staticmethod
    def forward(x):  # setup_context 风格：forward 没有 ctx
        return x ** 3

    @staticmethod
    def setup_context(ctx, inputs, output):
        (x,) = inputs
        ctx.save_for_backward(x)

    @staticmethod
    def backward(ctx, grad_output):
        (x,) = ctx.saved_tensors
        return grad_output * 3 * x ** 2


x = torch.tensor([1.0, 2.0], device=device, requires_grad=True)
y = Cube.apply(x)  # 始终通过 .apply 调用
print(y)
y.sum().backward()
print(x.grad)

x64 = torch.tensor([1.0, 2.0], dtype=torch.float64, device=device, requires_grad=True)
print(torch.autograd.gradcheck(Cube.apply, (x64,)))  # 校验手写的 backward
