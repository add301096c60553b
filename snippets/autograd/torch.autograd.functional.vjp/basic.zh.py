import torch
from torch.autograd.functional import hvp, jvp, vhp, vjp


def f(x):
    return x ** 2 * x.sum()  # R^3 -> R^3


x = torch.tensor([1.0, 2.0, 3.0])

# vjp：v 与输出同形状，结果 v^T J 与输入同形状
out, vJ = vjp(f, x, v=torch.tensor([1.0, 0.0, 0.0]))
print(out, vJ)

# jvp：v 与输入同形状，结果 J v 与输出同形状
out, Jv = jvp(f, x, v=torch.tensor([1.0, 0.0, 0.0]))
print(Jv)


def energy(x):
    return (x ** 3).sum()  # 标量输出


# hvp 和 vhp 要求标量函数；这里海森矩阵对称，两者结果相同
print(hvp(energy, x, v=torch.ones(3)))
print(vhp(energy, x, v=torch.ones(3)))

# 输出是标量时可以不传 v：vjp 返回的就是普通梯度
print(vjp(energy, x)[1])
