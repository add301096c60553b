import torch
import torch.autograd.forward_ad as fwAD

x = torch.tensor([1.0, 2.0, 3.0])
with fwAD.dual_level():
    y = torch.sin(fwAD.make_dual(x, torch.ones(3)))

# Unpacked after the level has exited: the tangent is gone
print(fwAD.unpack_dual(y).tangent)
