import torch
from torch.autograd.functional import hessian, jacobian


def f(x):
    return x ** 2 * x.sum()


x = torch.tensor([1.0, 2.0, 3.0])
J = jacobian(f, x)
print(J)  # J[i, j] = d f(x)[i] / d x[j]

# 形状是输出形状接上输入形状
print(jacobian(lambda t: t.sum(dim=0), torch.ones(2, 3)).shape)

# 多个输入：返回元组，每个输入一个雅可比矩阵
Ja, Jb = jacobian(lambda a, b: a * b, (x, torch.ones(3)))
print(Ja.diagonal(), Jb.diagonal())

# hessian 要求函数输出只有一个元素
print(hessian(lambda t: (t ** 3).sum(), x))

# 前向模式加 vmap 批量计算：结果相同
print(torch.equal(jacobian(f, x, vectorize=True, strategy="forward-mode"), J))
