import torch
import torch.autograd.forward_ad as fwAD

x = torch.randn(2, 3)
with fwAD.dual_level():
    # 切向量不会广播，也不能当作一批方向：形状必须完全相同
    dual = fwAD.make_dual(x, torch.ones(3))
