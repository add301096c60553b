import torch

torch.set_printoptions(precision=4)
A = torch.tensor([[2.0, 1.0], [1.0, 3.0], [0.0, 1.0]])
a, tau = torch.geqrf(A)

Q_wrong = torch.linalg.householder_product(A, tau)  # 传入的是原矩阵，而不是 geqrf 的输出
print(Q_wrong.mT @ Q_wrong)  # 远不是单位矩阵，而且没有报错

Q = torch.linalg.householder_product(a, tau)
print(torch.allclose(Q.mT @ Q, torch.eye(2), atol=1e-6))
