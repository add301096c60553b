import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class StableLogSumExp(torch.autograd.Function):
    @staticmethod
    @torch.amp.custom_fwd(device_type=device.type, cast_inputs=torch.float32)
    def forward(ctx, x):
        # 在 autocast 区域内：x 以 float32 传入，这里的 autocast 是关闭的。
        print("forward sees", x.dtype, "autocast on:", torch.is_autocast_enabled(device.type))
        out = torch.logsumexp(x, dim=-1)
        ctx.save_for_backward(x, out)
        return out

    @staticmethod
    @torch.amp.custom_bwd(device_type=device.type)
    def backward(ctx, grad):
        x, out = ctx.saved_tensors
        return grad.unsqueeze(-1) * torch.exp(x - out.unsqueeze(-1))


x = torch.randn(2, 3, device=device, requires_grad=True)
w = torch.randn(3, 3, device=device)
with torch.autocast(device.type, dtype=torch.bfloat16):
    h = x @ w                       # bfloat16
    y = StableLogSumExp.apply(h)    # 以 float32 计算
print("h:", h.dtype, "y:", y.dtype)
y.sum().backward()
print("x.grad:", x.grad.shape, x.grad.dtype)
