import torch


class Double(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        x.mul_(2)  # 原地修改，却漏了 mark_dirty
        return x

    @staticmethod
    def backward(ctx, grad_out):
        return 2 * grad_out


w = torch.tensor([1.0, 2.0], requires_grad=True)
h = w.clone()
Double.apply(h)  # 像原地操作那样使用：忽略返回值
print(h, h.grad_fn.name())  # 历史记录仍停在 clone
h.sum().backward()
print(w.grad)  # 应为 [2., 2.]
