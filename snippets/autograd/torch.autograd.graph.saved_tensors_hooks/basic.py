import torch
from torch.autograd.graph import saved_tensors_hooks


def pack(t):
    # Called in the forward pass, once for every tensor autograd saves
    print("pack  ", tuple(t.shape), t.dtype)
    return t.to(torch.bfloat16)  # keep a half-size copy instead


def unpack(packed):
    # Called in the backward pass when the saved tensor is needed
    print("unpack", packed.dtype)
    return packed.to(torch.float32)


torch.manual_seed(0)
x = torch.randn(4, requires_grad=True)
with saved_tensors_hooks(pack, unpack):
    y = torch.sin(x) * 3  # sin saves x; multiplying by a Python number saves nothing

y.sum().backward()
print((x.grad - 3 * torch.cos(x.detach())).abs().max())  # small bfloat16 rounding error
