import torch

p = torch.tensor([0.0, 0.25, 0.75])               # 一个恰好为 0 的概率

print(-(p * torch.log(p)).sum())                  # 0 * -inf = nan
print(-torch.special.xlogy(p, p).sum())           # xlogy 把 0 * log(0) 定义为 0
print(-(p * torch.log(p.clamp(min=1e-12))).sum()) # 或者在取对数前先 clamp
