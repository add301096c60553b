import torch

m = torch.arange(6.0).reshape(2, 3)
mt = m.t()                      # 形状为 (3, 2)，步长为 (1, 3)
print(mt)

# 步长是相对底层存储计算的，而不是相对 mt 的布局
print(mt.as_strided((3, 2), (2, 1)))
print(mt.stride())              # 描述 mt 本身的步长
print(mt.as_strided(mt.size(), mt.stride()))
