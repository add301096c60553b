import torch

torch.manual_seed(0)
u = torch.rand(2, 3)                 # [0, 1) 上的均匀分布
print(u)
print(bool((u >= 0).all() and (u < 1).all()))

# 其他区间：缩放再平移，或者用 uniform_ 原地填充
lo, hi = -2.0, 2.0
print(lo + (hi - lo) * torch.rand(3))
print(torch.empty(3).uniform_(lo, hi))

# 与已有张量的形状/dtype/设备相同
x = torch.zeros(2, 2, dtype=torch.float64)
print(torch.rand_like(x).dtype)

# dropout 式的掩码
keep = torch.rand(6) > 0.5
print(keep)
