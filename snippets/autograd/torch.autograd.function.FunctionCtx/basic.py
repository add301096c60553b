import torch


class MatMul(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, w):
        ctx.save_for_backward(x, w)
        return x @ w

    @staticmethod
    def backward(ctx, grad_out):
        x, w = ctx.saved_tensors
        grad_x = grad_w = None
        if ctx.needs_input_grad[0]:  # skip work nobody asked for
            grad_x = grad_out @ w.T
        if ctx.needs_input_grad[1]:
            grad_w = x.T @ grad_out
        return grad_x, grad_w


torch.manual_seed(0)
x = torch.randn(2, 3)  # data: no gradient wanted
w = torch.randn(3, 4, requires_grad=True)
MatMul.apply(x, w).sum().backward()
print(w.grad.shape, x.grad)

x64 = torch.randn(2, 3, dtype=torch.float64, requires_grad=True)
w64 = torch.randn(3, 4, dtype=torch.float64, requires_grad=True)
print(torch.autograd.gradcheck(MatMul.apply, (x64, w64)))
