import torch

torch.set_printoptions(precision=4)
A = torch.tensor([[2.0, 1.0], [1.0, 3.0], [0.0, 1.0]])
a, tau = torch.geqrf(A)

Q_wrong = torch.linalg.householder_product(A, tau)  # the original matrix, not geqrf's output
print(Q_wrong.mT @ Q_wrong)  # far from the identity, and no error was raised

Q = torch.linalg.householder_product(a, tau)
print(torch.allclose(Q.mT @ Q, torch.eye(2), atol=1e-6))
