import torch

print(torch.logspace(1, 1000, steps=4))      # start 和 end 是指数：10**1000 是 inf
print(torch.logspace(0, 3, steps=4))         # 10**0 .. 10**3：想要的 1 .. 1000

lo, hi = torch.tensor(1e-5), torch.tensor(1e-1)
print(torch.logspace(lo.log10().item(), hi.log10().item(), steps=5))
