import torch


class Square(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x

    @staticmethod
    def backward(ctx, grad_out):
        (x,) = ctx.saved_tensors
        return 2 * x * grad_out


w = torch.tensor([1.0, 2.0], requires_grad=True)
h = w * 1
y = Square.apply(h)
h.mul_(10)  # 修改了 Square 保存的张量
y.sum().backward()  # RuntimeError：……被原地操作修改
