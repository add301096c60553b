import torch

a = torch.tensor([1.0, 2.0, 5.0])   # Gamma 分布的形状参数
x = torch.tensor([2.0, 2.0, 2.0])
p = torch.igamma(a, x)              # 正则化下不完全伽马：P(a, x)
q = torch.igammac(a, x)             # 正则化上不完全伽马：Q(a, x)
print(p, q, p + q)

# Gamma(shape=a, rate=1) 在 x 处的 CDF 就是 P(a, x)
g = torch.distributions.Gamma(a, torch.tensor(1.0))
print(g.cdf(x))
