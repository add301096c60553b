import torch

torch.set_printoptions(precision=4)
A = torch.tensor([[2.0, 1.0], [1.0, 3.0], [0.0, 1.0]])

a, tau = torch.geqrf(A)  # 对角线下方是反射向量，tau 是它们的系数
Q = torch.linalg.householder_product(a, tau)
print(Q)
print(torch.allclose(Q.mT @ Q, torch.eye(2), atol=1e-6))  # 各列正交且为单位长度

# torch.orgqr 和方法形式是同一个函数
print(torch.equal(Q, torch.orgqr(a, tau)), torch.equal(Q, a.orgqr(tau)))
