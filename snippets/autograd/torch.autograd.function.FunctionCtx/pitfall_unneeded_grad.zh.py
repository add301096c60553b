import torch


class MatMul(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, w):
        ctx.save_for_backward(x, w)
        return x @ w

    @staticmethod
    def backward(ctx, grad_out):
        x, w = ctx.saved_tensors
        grad_x = grad_out @ w.T  # x 不需要梯度，却照样计算
        print("computed grad_x of shape", tuple(grad_x.shape))
        return grad_x, x.T @ grad_out


torch.manual_seed(0)
x = torch.randn(2, 3)
w = torch.randn(3, 4, requires_grad=True)
MatMul.apply(x, w).sum().backward()
print("x.grad:", x.grad)  # 算出来的结果被直接丢弃
