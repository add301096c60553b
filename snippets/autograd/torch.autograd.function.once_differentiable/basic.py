import numpy as np
import torch
from torch.autograd.function import once_differentiable


class NumpySin(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return torch.from_numpy(np.sin(x.detach().numpy()))

    @staticmethod
    @once_differentiable  # backward leaves torch, so it cannot be differentiated again
    def backward(ctx, grad_out):
        (x,) = ctx.saved_tensors
        return grad_out * torch.from_numpy(np.cos(x.numpy()))


x = torch.tensor([0.0, 1.0], dtype=torch.float64, requires_grad=True)
NumpySin.apply(x).sum().backward()
print(x.grad)
print(torch.autograd.gradcheck(NumpySin.apply, (x,)))
