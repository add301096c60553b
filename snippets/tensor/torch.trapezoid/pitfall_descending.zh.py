import torch

y = torch.tensor([1.0, 2.0, 3.0])
x = torch.tensor([3.0, 1.0, 0.0])             # 采样点按降序排列
# 不会报错：积分反向进行，结果为负
print(torch.trapezoid(y, x))
order = x.argsort()
print(torch.trapezoid(y[order], x[order]))
