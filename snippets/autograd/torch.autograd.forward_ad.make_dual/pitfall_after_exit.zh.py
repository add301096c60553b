import torch
import torch.autograd.forward_ad as fwAD

x = torch.tensor([1.0, 2.0, 3.0])
with fwAD.dual_level():
    y = torch.sin(fwAD.make_dual(x, torch.ones(3)))

# 层级退出后才解包：切向量已经没了
print(fwAD.unpack_dual(y).tangent)
