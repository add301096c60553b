import torch
import torch.autograd.forward_ad as fwAD

x = torch.arange(3)  # int64
with fwAD.dual_level():
    dual = fwAD.make_dual(x, torch.ones(3))
