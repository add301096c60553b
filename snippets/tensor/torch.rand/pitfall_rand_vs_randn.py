import torch

torch.manual_seed(0)
u = torch.rand(10_000)     # uniform [0, 1): mean 0.5, never negative
n = torch.randn(10_000)    # standard normal: mean 0, std 1
print(round(u.mean().item(), 1), bool((u < 0).any()))
print(round(abs(n.mean().item()), 1), round(n.std().item(), 1), bool((n < 0).any()))
