import torch
import torch.autograd.forward_ad as fwAD

x = torch.tensor([1.0, 2.0, 3.0])
# No `with fwAD.dual_level():` around it
dual = fwAD.make_dual(x, torch.ones(3))
