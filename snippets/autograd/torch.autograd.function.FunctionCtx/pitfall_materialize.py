import torch


class Split(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.set_materialize_grads(False)  # unused outputs now give None
        return x * 2, x * 3

    @staticmethod
    def backward(ctx, grad_a, grad_b):
        return 2 * grad_a + 3 * grad_b  # grad_b is None here


x = torch.tensor([1.0], requires_grad=True)
a, b = Split.apply(x)
a.sum().backward()  # only `a` is used
