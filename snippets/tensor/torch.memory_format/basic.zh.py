import torch

x = torch.arange(24.0).reshape(2, 3, 2, 2)            # N, C, H, W
c = x.to(memory_format=torch.channels_last)

print(type(torch.channels_last).__name__)
print(x.shape, x.stride())                             # contiguous_format
print(c.shape, c.stride())                             # 形状相同，通道维在最内层
print(c.is_contiguous(), c.is_contiguous(memory_format=torch.channels_last))
print(torch.equal(x, c))                               # 数值相同，只是内存布局不同

print(c.clone().stride())                              # clone 保留布局（preserve_format）
print(torch.empty_like(c, memory_format=torch.contiguous_format).stride())
print(c.contiguous().stride())                         # 回到 contiguous_format

v = torch.empty(1, 2, 3, 4, 4, memory_format=torch.channels_last_3d)   # 五维：N, C, D, H, W
print(v.stride())
