import torch

x = torch.zeros(2, 3, 4)
print(x.size(), x.shape)                 # 同一个 torch.Size
print(x.size(1), x.size(-1), x.shape[1])  # 指定单个维度：返回普通 int
print(type(x.size(1)), isinstance(x.shape, tuple))

# torch.Size 的行为与元组一致
batch, channels, length = x.shape
print(batch, channels, length, x.size() == (2, 3, 4))
print(torch.ones(x.shape[:2]).shape)

# 0 维张量的 size 为空
s = torch.tensor(3.0)
print(s.size(), s.dim())
