import torch

x = torch.tensor([0.0, 0.0, 1.0, 2.0])
y = torch.tensor([0.0, 5.0, 0.0, 3.0])
print(torch.xlogy(x, y))       # x == 0 处都是 0，包括 y == 0
print(x * torch.log(y))        # 两者都是 0 时得到 nan

# 含一个不可能事件的分布的熵
p = torch.tensor([0.5, 0.5, 0.0])
print(-torch.xlogy(p, p).sum())
print(-(p * torch.log(p)).sum())
