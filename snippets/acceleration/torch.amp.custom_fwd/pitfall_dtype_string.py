import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
config = {"cast_inputs": "float32"}  # as read from a YAML or JSON config


class Square(torch.autograd.Function):
    @staticmethod
    @torch.amp.custom_fwd(device_type=device.type, cast_inputs=config["cast_inputs"])
    def forward(ctx, x):
        ctx.save_for_backward(x)
        return x * x

    @staticmethod
    @torch.amp.custom_bwd(device_type=device.type)
    def backward(ctx, grad):
        (x,) = ctx.saved_tensors
        return 2 * x * grad


x = torch.ones(2, device=device, requires_grad=True)
with torch.autocast(device.type, dtype=torch.bfloat16):
    Square.apply(x)
