import torch
import torch.autograd.forward_ad as fwAD

x = torch.randn(2, 3)
with fwAD.dual_level():
    # The tangent is not broadcast, nor read as a batch of directions: the shapes must match exactly
    dual = fwAD.make_dual(x, torch.ones(3))
