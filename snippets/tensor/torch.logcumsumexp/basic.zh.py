import torch

x = torch.tensor([0.0, 0.0, 0.0])
# 即 log(cumsum(exp(x)))：log 1、log 2、log 3
print(torch.logcumsumexp(x, dim=0))
# 在 exp 溢出时仍然是有限值
big = torch.tensor([1000.0, 1000.0])
print(big.logcumsumexp(dim=0), big.exp().cumsum(0).log())
# -inf（即 log 0）的元素不贡献任何值
print(torch.logcumsumexp(torch.tensor([-float("inf"), 1.0]), dim=0))
# 二维：沿每行做累积 log-sum-exp
print(torch.logcumsumexp(torch.tensor([[1.0, 2.0], [3.0, 4.0]]), dim=1))
