import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class Double(torch.autograd.Function):
    @staticmethod
    def forward(ctx, x):  # 忘了加 custom_fwd
        return x * 2

    @staticmethod
    @torch.amp.custom_bwd(device_type=device.type)
    def backward(ctx, grad):
        return grad * 2


x = torch.ones(2, device=device, requires_grad=True)
Double.apply(x).sum().backward()
