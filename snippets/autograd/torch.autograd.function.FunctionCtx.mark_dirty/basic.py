import torch


class ReluInplace(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        x.clamp_(min=0)  # modify the input in place
        ctx.mark_dirty(x)  # tell autograd, and return that same tensor
        ctx.save_for_backward(x)
        return x

    @staticmethod
    def backward(ctx, grad_out):
        (y,) = ctx.saved_tensors
        return grad_out * (y > 0)


w = torch.tensor([-1.0, 2.0], requires_grad=True)
h = w * 1  # not a leaf, so it may be modified in place
out = ReluInplace.apply(h)
print(out is h, h.grad_fn.name())
h.sum().backward()
print(w.grad)

w64 = torch.tensor([-1.0, 2.0], dtype=torch.float64, requires_grad=True)
print(torch.autograd.gradcheck(lambda t: ReluInplace.apply(t * 1), (w64,)))
