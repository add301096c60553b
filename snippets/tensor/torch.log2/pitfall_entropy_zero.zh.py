import torch

p = torch.tensor([0.5, 0.5, 0.0])             # 有一个结果从不发生

print(-(p * torch.log2(p)).sum())             # 0 * -inf = nan
print(-torch.special.xlogy(p, p).sum() / torch.log(torch.tensor(2.0)))
