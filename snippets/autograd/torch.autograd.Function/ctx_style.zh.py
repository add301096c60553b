import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class ScaledExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, scale):  # 经典风格：ctx 是第一个参数
        out = torch.exp(x) * scale
        ctx.save_for_backward(out)  # 保存输出，而不是输入
        ctx.scale = scale  # 非张量的值直接挂在 ctx 上
        return out

    @staticmethod
    def backward(ctx, grad_output):
        (out,) = ctx.saved_tensors
        # forward 的每个输入对应一个梯度；非张量的 `scale` 对应 None
        return grad_output * out, None


x = torch.tensor([0.0, 1.0], device=device, requires_grad=True)
ScaledExp.apply(x, 2.0).sum().backward()
print(x.grad)  # 2 * exp(x)
