import torch


class ScaledExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, scale):
        y = torch.exp(x) * scale
        ctx.save_for_backward(y)  # 输出同样可以保存
        ctx.scale = scale  # 普通数字直接作为属性挂在 ctx 上
        return y

    @staticmethod
    def backward(ctx, grad_y):
        (y,) = ctx.saved_tensors
        return grad_y * y, None  # float 类型的 `scale` 没有梯度


x = torch.tensor([0.0, 1.0], requires_grad=True)
ScaledExp.apply(x, 2.0).sum().backward()
print(x.grad)

x64 = torch.tensor([0.0, 1.0], dtype=torch.float64, requires_grad=True)
print(torch.autograd.gradcheck(lambda t: ScaledExp.apply(t, 2.0), (x64,)))
