import torch
import torch.nn.functional as F

x = torch.tensor([-5.0, -1.0, 0.0, 2.0])
print(torch.nn.CELU(alpha=2.0)(x))  # alpha * (exp(x / alpha) - 1) below 0, saturating at -alpha
print(F.elu(x, alpha=2.0))  # ELU with the same alpha differs: exp(x), not exp(x / alpha)
print(torch.equal(F.celu(x), F.elu(x)))  # with alpha=1 they agree
