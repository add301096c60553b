import torch

x = torch.tensor([1.0, 2.718281828, 10.0])
print(torch.log(x))                              # 自然对数

print(torch.log(torch.tensor([0.0, -1.0])))      # log(0) = -inf，log(负数) = nan
print(torch.tensor([1, 10]).log())               # 整数输入得到 float32

small = torch.tensor([1e-8])
print(torch.log(1 + small), torch.log1p(small))  # log1p 能保留极小的增量

p = torch.tensor([0.5, 0.25], requires_grad=True)
torch.log(p).sum().backward()
print(p.grad)                                     # 1 / p：在 0 附近无界增长
