import torch

p = torch.tensor([0.0, 0.25, 0.75])               # a probability that is exactly 0

print(-(p * torch.log(p)).sum())                  # 0 * -inf = nan
print(-torch.special.xlogy(p, p).sum())           # xlogy defines 0 * log(0) as 0
print(-(p * torch.log(p.clamp(min=1e-12))).sum()) # or clamp before the log
