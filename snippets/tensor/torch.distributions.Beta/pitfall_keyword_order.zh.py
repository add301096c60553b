import torch
from torch.distributions import Beta

# 本意：a=2, b=5，与 scipy.stats.beta(2, 5) 或 numpy 的 beta(2, 5) 相同，均值为 2/7
dist = Beta(concentration0=torch.tensor(2.0), concentration1=torch.tensor(5.0))
print(dist.mean)  # 5/7：concentration1 对应 a，concentration0 对应 b

print(Beta(torch.tensor(2.0), torch.tensor(5.0)).mean)  # 位置参数的顺序是 (a, b)
