import torch


class Double(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        x.mul_(2)  # in place, but mark_dirty is missing
        return x

    @staticmethod
    def backward(ctx, grad_out):
        return 2 * grad_out


w = torch.tensor([1.0, 2.0], requires_grad=True)
h = w.clone()
Double.apply(h)  # used like an in-place op: the result is ignored
print(h, h.grad_fn.name())  # the history still ends at clone
h.sum().backward()
print(w.grad)  # should be [2., 2.]
