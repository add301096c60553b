import torch
from torch.quasirandom import SobolEngine

u = SobolEngine(dimension=2).draw(4)  # 不打乱时，第一个点就是原点
print(u[0])
z = torch.special.ndtri(u)  # 映射成标准正态样本
print(z[0])  # -inf：后面的计算全被破坏

u = SobolEngine(dimension=2, scramble=True, seed=0).draw(4)
print(torch.special.ndtri(u).isfinite().all())
