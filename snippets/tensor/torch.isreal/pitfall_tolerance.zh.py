import math

import torch

# 模长 2、辐角 pi，数学上就是实数 -2
z = torch.polar(torch.tensor([2.0, 3.0]), torch.tensor([math.pi, 0.0]))
print(z)
print(torch.isreal(z))          # float32 的 pi 留下了极小的虚部
print(z.imag.abs() < 1e-6)      # 改用带容差的比较
