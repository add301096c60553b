import torch

x = torch.arange(10)
print([c.tolist() for c in x.chunk(3)])          # 3 pieces, size ceil(10/3) = 4
print([c.tolist() for c in x.split(3)])          # pieces OF size 3
print([c.tolist() for c in x.tensor_split(3)])   # exactly 3, sizes differ by at most 1
print([c.tolist() for c in x.split([2, 3, 5])])  # explicit sizes
print([c.tolist() for c in x.tensor_split([2, 5])])  # cut at indices 2 and 5

# a fused projection split into q, k, v along the last dim
qkv = torch.zeros(2, 4, 24)
q, k, v = qkv.chunk(3, dim=-1)
print(q.shape, k.shape, v.shape)

# pieces are views: writes go through to x
x.chunk(2)[0][0] = 100
print(x[:3])
