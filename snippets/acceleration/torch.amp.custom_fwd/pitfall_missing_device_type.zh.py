import torch


class Square(torch.autograd.Function):
    @staticmethod
    @torch.amp.custom_fwd  # 旧的 torch.cuda.amp.custom_fwd 写法，没有 device_type
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x

    @staticmethod
    def backward(ctx, grad):
        (x,) = ctx.saved_tensors
        return 2 * x * grad
