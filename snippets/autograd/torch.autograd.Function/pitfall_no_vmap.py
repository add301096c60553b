import torch


class Cube(torch.autograd.Function):
    @staticmethod
    def forward(x):
        return x**3

    @staticmethod
    def setup_context(ctx, inputs, output):
        ctx.save_for_backward(inputs[0])

    @staticmethod
    def backward(ctx, grad_out):
        (x,) = ctx.saved_tensors
        return 3 * x**2 * grad_out


batch = torch.ones(4, 2)
torch.func.vmap(Cube.apply)(batch)  # no vmap staticmethod, no generate_vmap_rule
