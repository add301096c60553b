import torch

z = torch.tensor([[1 + 2j, 3j], [4, 5 - 1j]])
print(z.H)  # 矩阵的共轭转置
print(torch.equal(z.H, z.mT.conj()), z.H.is_conj(), z.H.data_ptr() == z.data_ptr())

# adjoint() 对最后两维做同样的事，所以也接受批量矩阵
batch = torch.zeros(4, 2, 3, dtype=torch.complex64)
print(batch.adjoint().shape, torch.adjoint(batch).shape)

# 实数矩阵只做转置，结果仍是视图
r = torch.arange(6.0).reshape(2, 3)
print(r.H, r.H.is_contiguous())

# 典型用法：厄米积 A^H A
a = torch.tensor([[1 + 1j, 2], [0, 1j]])
print(a.H @ a)
