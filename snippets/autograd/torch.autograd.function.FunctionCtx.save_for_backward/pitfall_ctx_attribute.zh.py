import torch


class Square(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.x = x  # 作为属性保存：没有版本检查
        return x * x

    @staticmethod
    def backward(ctx, grad_out):
        return 2 * ctx.x * grad_out


w = torch.tensor([1.0, 2.0], requires_grad=True)
h = w * 1
y = Square.apply(h)
h.mul_(10)
y.sum().backward()  # 不报错
print(w.grad)  # 正确结果是 2 * w = [2., 4.]
