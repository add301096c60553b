import torch

x = torch.tensor([0.0, 0.0, 1.0, 2.0])
y = torch.tensor([0.0, 5.0, 0.0, 3.0])
print(torch.xlogy(x, y))       # 0 wherever x == 0, even with y == 0
print(x * torch.log(y))        # nan where both are 0

# entropy of a distribution with an impossible outcome
p = torch.tensor([0.5, 0.5, 0.0])
print(-torch.xlogy(p, p).sum())
print(-(p * torch.log(p)).sum())
