import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


class ShowDtype(torch.autograd.Function):
    @staticmethod
    @torch.amp.custom_fwd(device_type=device.type, cast_inputs=torch.float32)
    def forward(ctx, x):
        return x.clone()

    @staticmethod
    @torch.amp.custom_bwd(device_type=device.type)
    def backward(ctx, grad):
        return grad


x = torch.ones(2, device=device, dtype=torch.bfloat16)
with torch.autocast(device.type, dtype=torch.bfloat16):
    print("inside autocast :", ShowDtype.apply(x).dtype)
print("outside autocast:", ShowDtype.apply(x).dtype)  # 这里 cast_inputs 不起作用
