import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class ScaledMatmul(torch.autograd.Function):
    @staticmethod
    @torch.amp.custom_fwd(device_type=device.type)  # 不传 cast_inputs：在 autocast 下运行
    def forward(ctx, a, b):
        ctx.save_for_backward(a, b)
        print("forward autocast on:", torch.is_autocast_enabled(device.type))
        return a @ b

    @staticmethod
    @torch.amp.custom_bwd(device_type=device.type)  # 重现前向时的 autocast 状态
    def backward(ctx, grad):
        a, b = ctx.saved_tensors
        print("backward autocast on:", torch.is_autocast_enabled(device.type))
        return grad @ b.t(), a.t() @ grad


a = torch.randn(2, 3, device=device, requires_grad=True)
b = torch.randn(3, 2, device=device, requires_grad=True)
with torch.autocast(device.type, dtype=torch.bfloat16):
    out = ScaledMatmul.apply(a, b)
print("out:", out.dtype)
out.float().sum().backward()  # 反向传播在 with 块之外运行
print("grads:", a.grad.dtype, b.grad.dtype)
