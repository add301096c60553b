import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class ReLU_(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        x.clamp_(min=0)
        ctx.mark_dirty(x)
        ctx.save_for_backward(x)
        return x

    @staticmethod
    def backward(ctx, grad_output):
        (y,) = ctx.saved_tensors
        return grad_output * (y > 0)


w = torch.randn(4, device=device, requires_grad=True)
h = torch.sigmoid(w)            # sigmoid 为自己的反向保存了输出 h
out = ReLU_.apply(h)            # ……而这里把它原地改写了
out.sum().backward()
