import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Cube(torch.autograd.Function):
    @staticmethod
    def forward(x):  # setup_context style: forward has no ctx
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
y = Cube.apply(x)  # always call through .apply
print(y)
y.sum().backward()
print(x.grad)

x64 = torch.tensor([1.0, 2.0], dtype=torch.float64, device=device, requires_grad=True)
print(torch.autograd.gradcheck(Cube.apply, (x64,)))  # check the hand-written backward
