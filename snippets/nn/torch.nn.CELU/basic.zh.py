import torch
import torch.nn.functional as F

x = torch.tensor([-5.0, -1.0, 0.0, 2.0])
print(torch.nn.CELU(alpha=2.0)(x))  # 小于 0 时为 alpha * (exp(x / alpha) - 1)，在 -alpha 处饱和
print(F.elu(x, alpha=2.0))  # 同样 alpha 的 ELU 结果不同：用的是 exp(x)，不是 exp(x / alpha)
print(torch.equal(F.celu(x), F.elu(x)))  # alpha=1 时两者相同
