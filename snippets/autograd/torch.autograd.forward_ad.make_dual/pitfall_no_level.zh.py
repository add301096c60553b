import torch
import torch.autograd.forward_ad as fwAD

x = torch.tensor([1.0, 2.0, 3.0])
# 外面没有 `with fwAD.dual_level():`
dual = fwAD.make_dual(x, torch.ones(3))
