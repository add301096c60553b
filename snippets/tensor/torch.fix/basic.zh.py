import torch

x = torch.tensor([-2.7, -0.5, 0.5, 2.7])
print(torch.fix(x))                 # 向零取整（注意 -0.）
print(torch.trunc(x))               # 同一个运算
print(torch.floor(x))               # floor 则是向下取整
print(torch.tensor([-3, 3]).fix())  # 整数原样返回，仍是 int64
