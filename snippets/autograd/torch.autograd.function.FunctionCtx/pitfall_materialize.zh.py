import torch


class Split(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.set_materialize_grads(False)  # 此后未使用的输出得到 None
        return x * 2, x * 3

    @staticmethod
    def backward(ctx, grad_a, grad_b):
        return 2 * grad_a + 3 * grad_b  # 这里 grad_b 是 None


x = torch.tensor([1.0], requires_grad=True)
a, b = Split.apply(x)
a.sum().backward()  # 只用到了 `a`
