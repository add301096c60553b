import torch
import torch.autograd.forward_ad as fwAD

x = torch.tensor([1.0, 2.0, 3.0])
v = torch.ones(3)  # the direction of the directional derivative

with fwAD.dual_level():
    dual = fwAD.make_dual(x, v)
    y = torch.sin(dual) * dual
    out = fwAD.unpack_dual(y)  # a named tuple (primal, tangent)
    print(type(out).__name__)
    print(out.primal)
    print(out.tangent)

# The tangent is J @ v, computed in the same pass as y: here d/dx (x sin x) = sin x + x cos x
print(torch.sin(x) + x * torch.cos(x))
