import torch
import torch.autograd.forward_ad as fwAD

x = torch.tensor([1.0, 2.0, 3.0])
v = torch.ones(3)  # 方向导数的方向

with fwAD.dual_level():
    dual = fwAD.make_dual(x, v)
    y = torch.sin(dual) * dual
    out = fwAD.unpack_dual(y)  # 具名元组 (primal, tangent)
    print(type(out).__name__)
    print(out.primal)
    print(out.tangent)

# tangent 就是 J @ v，与 y 在同一次前向中算出；这里 d/dx (x sin x) = sin x + x cos x
print(torch.sin(x) + x * torch.cos(x))
