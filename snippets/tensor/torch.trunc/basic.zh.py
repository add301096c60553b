import torch

x = torch.tensor([-2.7, -0.5, 0.5, 2.7])
print(torch.trunc(x))   # 向零取整；-0.5 得到 -0.
print(torch.floor(x))   # 向负无穷取整：负数时不同
print(torch.trunc(x).dtype)

i = torch.tensor([-3, 4])
print(i.trunc(), i.trunc().dtype)   # 整数原样返回
