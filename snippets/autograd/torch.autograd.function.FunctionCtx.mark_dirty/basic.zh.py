import torch


class ReluInplace(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        x.clamp_(min=0)  # 原地修改输入
        ctx.mark_dirty(x)  # 告诉 autograd，并返回同一个张量
        ctx.save_for_backward(x)
        return x

    @staticmethod
    def backward(ctx, grad_out):
        (y,) = ctx.saved_tensors
        return grad_out * (y > 0)


w = torch.tensor([-1.0, 2.0], requires_grad=True)
h = w * 1  # 不是叶子张量，可以原地修改
out = ReluInplace.apply(h)
print(out is h, h.grad_fn.name())
h.sum().backward()
print(w.grad)

w64 = torch.tensor([-1.0, 2.0], dtype=torch.float64, requires_grad=True)
print(torch.autograd.gradcheck(lambda t: ReluInplace.apply(t * 1), (w64,)))
