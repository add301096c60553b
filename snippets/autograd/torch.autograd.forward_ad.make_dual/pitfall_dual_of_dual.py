import torch
import torch.autograd.forward_ad as fwAD

x = torch.tensor([1.0, 2.0, 3.0])
with fwAD.dual_level():
    columns = []
    for i in range(3):
        x = fwAD.make_dual(x, torch.eye(3)[i])  # x is already dual after the first round
        columns.append(fwAD.unpack_dual(x.sin()).tangent)
