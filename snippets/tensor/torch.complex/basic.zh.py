import torch

real = torch.tensor([1.0, 2.0])
imag = torch.tensor([3.0, -4.0])
z = torch.complex(real, imag)
print(z, z.dtype)  # float32 的实部和虚部得到 complex64
print(torch.complex(real.double(), imag.double()).dtype)

# 结果是新内存，不是 real、imag 的视图
z[0] = 0
print(real)

# 与其他逐元素运算一样支持广播
print(torch.complex(real, torch.tensor(0.5)))
print(z.real, z.imag, z.abs())
