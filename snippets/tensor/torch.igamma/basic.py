import torch

a = torch.tensor([1.0, 2.0, 5.0])   # shape of a Gamma distribution
x = torch.tensor([2.0, 2.0, 2.0])
p = torch.igamma(a, x)              # regularised lower: P(a, x)
q = torch.igammac(a, x)             # regularised upper: Q(a, x)
print(p, q, p + q)

# the CDF of Gamma(shape=a, rate=1) at x is P(a, x)
g = torch.distributions.Gamma(a, torch.tensor(1.0))
print(g.cdf(x))
