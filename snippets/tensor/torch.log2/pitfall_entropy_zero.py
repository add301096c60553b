import torch

p = torch.tensor([0.5, 0.5, 0.0])             # one outcome never happens

print(-(p * torch.log2(p)).sum())             # 0 * -inf = nan
print(-torch.special.xlogy(p, p).sum() / torch.log(torch.tensor(2.0)))
