import torch

x = torch.tensor([-2.0, 0.5, 3.0])
print(torch.square(x), x ** 2)             # 值相同
print(torch.tensor([-2, 3]).square())      # 整数仍是 int64

pred = torch.tensor([2.5, 0.0])
target = torch.tensor([3.0, -1.0])
print((pred - target).square().mean())     # 手写的均方误差

w = torch.tensor([1.0, 2.0])
w.square_()                                # 原地操作
print(w)
