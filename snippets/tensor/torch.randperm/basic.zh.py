import torch

torch.manual_seed(0)
print(torch.randperm(6))              # 0..5 各出现一次，int64

# 用同一个排列打乱特征和标签，使它们仍一一对应
x = torch.arange(5) * 10
y = torch.arange(5)
perm = torch.randperm(len(x))
print(x[perm], y[perm])

# 随机按 60/40 划分索引
idx = torch.randperm(10)
train, val = idx[:6], idx[6:]
print(train.sort().values, val.sort().values)

# 独立的生成器不会影响全局种子
g = torch.Generator().manual_seed(42)
print(torch.randperm(4, generator=g))
