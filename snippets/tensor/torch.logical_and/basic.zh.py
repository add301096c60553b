import torch

x = torch.tensor([-1.0, 0.5, 2.0, 0.8])

print(torch.logical_and(x > 0, x < 1))              # 等价于 (x > 0) & (x < 1)
print(torch.logical_and(torch.tensor([0, 3, 5]),    # 任意 dtype：非零即 True
                        torch.tensor([2, 0, 1])))
print(torch.logical_and(torch.tensor([float("nan")]), torch.tensor([1.0])))  # NaN 是非零值

m = x > 0
m.logical_and_(x < 1)                               # 在布尔掩码上原地计算
print(m)
