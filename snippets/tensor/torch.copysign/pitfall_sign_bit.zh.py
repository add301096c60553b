import torch

x = torch.tensor([-0.4, 0.4, -1.2])
r = torch.round(x)                               # -0.4 舍入后是 -0.0
print(r)
print(torch.sign(r))                             # sign() 对两个零都给 0
print(torch.copysign(torch.tensor(5.0), r))      # copysign 读的是符号位：-0.0 算负数

nan = torch.tensor([0.0]) / torch.tensor([0.0])  # 这个 NaN 的符号位是 1
print(torch.copysign(torch.tensor([1.0]), nan))
print(torch.where(r < 0, -5.0, 5.0))             # 按数值比较才是想要的结果
