import torch

x = torch.tensor([1, 2, 3])
print(x.repeat(2))           # 整个张量重复两次
print(x.repeat(2, 2))        # 多出一个前导维度：形状为 (2, 6)

m = torch.tensor([[1, 2], [3, 4]])
print(m.repeat(2, 1))        # 沿第 0 维堆叠多份副本
print(m.repeat(1, 1, 3).shape)

# tile 会在左侧用 1 补齐缺少的倍数
print(m.tile(2).shape, m.repeat(1, 2).shape)

# repeat 会复制数据：写入只影响自身
r = x.repeat(2)
r[0] = 99
print(x, r)
