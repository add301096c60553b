import torch
import torch.autograd.forward_ad as fwAD

x = torch.tensor([1.0, 2.0])
with fwAD.dual_level():
    dual = fwAD.make_dual(x, torch.ones(2))
    # 在第一层里再进一层，比如想求二阶导
    with fwAD.dual_level():
        pass
