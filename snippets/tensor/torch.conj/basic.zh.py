import torch

z = torch.tensor([1 + 2j, 3 - 4j])

# conj() 是惰性的：返回设置了共轭位的视图，不复制数据。
zc = z.conj()
print(zc, zc.is_conj(), z.is_conj())
print(zc.data_ptr() == z.data_ptr())

# resolve_conj() 把共轭结果实际写入新内存，并清除共轭位。
zr = zc.resolve_conj()
print(zr, zr.is_conj(), zr.data_ptr() == z.data_ptr())

# conj_physical() 立即计算共轭，同样写入新内存。
zp = torch.conj_physical(z)
print(zp, zp.is_conj())

# 共轭视图可以用于普通运算：例如 Hermitian 内积，与 torch.vdot(z, z) 相同。
print(torch.dot(z.conj(), z))

# 对实数张量，这些操作都不做任何事，直接返回输入本身。
x = torch.tensor([1.0, 2.0])
print(x.conj() is x, torch.conj_physical(x) is x, x.resolve_conj() is x)
