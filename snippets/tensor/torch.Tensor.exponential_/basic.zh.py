import torch

torch.set_printoptions(precision=4)
g = torch.Generator().manual_seed(0)

print(torch.empty(5).exponential_(lambd=2.0, generator=g))  # 均值为 1 / lambd
print(torch.empty(5).cauchy_(median=0.0, sigma=1.0, generator=g))  # 厚尾
print(torch.empty(8).geometric_(0.5, generator=g))  # 首次成功所需的试验次数：1, 2, ...

torch.manual_seed(0)
print(torch.empty(100_000).exponential_(lambd=2.0).mean())  # 接近 0.5
print(torch.empty(100_000).geometric_(0.25).min())  # 永远不会是 0
