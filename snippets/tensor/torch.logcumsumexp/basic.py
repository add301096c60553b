import torch

x = torch.tensor([0.0, 0.0, 0.0])
# log(cumsum(exp(x))): log 1, log 2, log 3
print(torch.logcumsumexp(x, dim=0))
# stays finite where exp overflows
big = torch.tensor([1000.0, 1000.0])
print(big.logcumsumexp(dim=0), big.exp().cumsum(0).log())
# -inf (log 0) entries contribute nothing
print(torch.logcumsumexp(torch.tensor([-float("inf"), 1.0]), dim=0))
# 2-D, running log-sum-exp along each row
print(torch.logcumsumexp(torch.tensor([[1.0, 2.0], [3.0, 4.0]]), dim=1))
