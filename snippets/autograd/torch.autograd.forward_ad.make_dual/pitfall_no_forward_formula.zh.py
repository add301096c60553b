import torch
import torch.autograd.forward_ad as fwAD

points = torch.randn(4, 2)
centers = torch.randn(3, 2)
with fwAD.dual_level():
    p = fwAD.make_dual(points, torch.ones_like(points))
    d = torch.cdist(p, centers)  # cdist 有反向公式，却没有前向模式的公式
