import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class ScaledExp(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x, scale):  # classic style: ctx is the first argument
        out = torch.exp(x) * scale
        ctx.save_for_backward(out)  # save the output, not the input
        ctx.scale = scale  # non-tensor values go on ctx directly
        return out

    @staticmethod
    def backward(ctx, grad_output):
        (out,) = ctx.saved_tensors
        # one gradient per forward input; None for the non-tensor `scale`
        return grad_output * out, None


x = torch.tensor([0.0, 1.0], device=device, requires_grad=True)
ScaledExp.apply(x, 2.0).sum().backward()
print(x.grad)  # 2 * exp(x)
