import torch

x = torch.tensor([1.0, 2.0, 3.0])
num = torch.tensor([3.0, 4.0, 6.0])
den = torch.tensor([2.0, 8.0, 3.0])

print(torch.addcdiv(x, num, den, value=0.5))   # x + 0.5 * num / den

# an Adam-style update, written in place
param = torch.tensor([1.0, 1.0, 1.0])
exp_avg = torch.tensor([0.1, -0.2, 0.3])
exp_avg_sq = torch.tensor([0.01, 0.04, 0.09])
param.addcdiv_(exp_avg, exp_avg_sq.sqrt().add_(1e-8), value=-0.1)
print(param)
