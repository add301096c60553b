import torch

x = torch.zeros(3, 4)
# 替换第 1 行：src 的形状等于 x[1]，即 (4,)
print(torch.select_scatter(x, torch.arange(4.0), dim=0, index=1))
# 替换最后一列；index 可以是负数
print(x.select_scatter(torch.tensor([7.0, 8.0, 9.0]), dim=1, index=-1))
# 非原地：与在副本上赋值的结果相同
y = x.clone()
y[:, -1] = torch.tensor([7.0, 8.0, 9.0])
print(torch.equal(y, x.select_scatter(torch.tensor([7.0, 8.0, 9.0]), 1, -1)))
