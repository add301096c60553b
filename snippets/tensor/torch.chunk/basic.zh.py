import torch

x = torch.arange(10)
print([c.tolist() for c in x.chunk(3)])          # 分成 3 块，每块大小 ceil(10/3) = 4
print([c.tolist() for c in x.split(3)])          # 每块大小为 3
print([c.tolist() for c in x.tensor_split(3)])   # 恰好 3 块，大小相差不超过 1
print([c.tolist() for c in x.split([2, 3, 5])])  # 显式指定各块大小
print([c.tolist() for c in x.tensor_split([2, 5])])  # 在索引 2 和 5 处切开

# 把融合的投影沿最后一维拆成 q、k、v
qkv = torch.zeros(2, 4, 24)
q, k, v = qkv.chunk(3, dim=-1)
print(q.shape, k.shape, v.shape)

# 各块都是视图：写入会反映到 x 上
x.chunk(2)[0][0] = 100
print(x[:3])
