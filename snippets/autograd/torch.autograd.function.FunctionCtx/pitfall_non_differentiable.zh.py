import torch


class SortWithIndex(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        values, index = x.sort()
        ctx.mark_non_differentiable(index)
        ctx.save_for_backward(index)
        return values, index

    @staticmethod
    def backward(ctx, grad_values, grad_index):
        print("grad_index:", grad_index)  # 仍然会传进来，值为全零
        (index,) = ctx.saved_tensors
        return torch.zeros_like(grad_values).scatter(0, index, grad_values)


x = torch.tensor([3.0, 1.0, 2.0], requires_grad=True)
values, index = SortWithIndex.apply(x)
print(values.requires_grad, index.requires_grad)
values.sum().backward()
print(x.grad)
