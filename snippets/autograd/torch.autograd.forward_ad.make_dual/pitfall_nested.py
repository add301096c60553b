import torch
import torch.autograd.forward_ad as fwAD

x = torch.tensor([1.0, 2.0])
with fwAD.dual_level():
    dual = fwAD.make_dual(x, torch.ones(2))
    # A second level inside the first, e.g. for a second derivative
    with fwAD.dual_level():
        pass
