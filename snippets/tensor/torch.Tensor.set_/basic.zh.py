import torch

a = torch.arange(6.0)
b = torch.empty(0)
b.set_(a)                                   # b 改用 a 的存储、形状和步长
b[0] = 100.0
print(a)                                    # 通过 b 写入的值在 a 里可见
print(b.is_set_to(a), a.is_set_to(b))

c = torch.empty(0).set_(a.untyped_storage(), 2, (2, 2))   # 从第 2 个元素开始的 2x2 窗口
print(c)
e = torch.empty(0).set_(a.untyped_storage(), 0, (3,), (2,))   # 隔一个取一个
print(e)

a.set_()                                    # 不带参数：换成一个新的空存储，得到空张量
print(a.shape, b.shape)                     # b 仍持有原来的存储
