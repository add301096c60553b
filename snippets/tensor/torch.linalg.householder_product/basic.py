import torch

torch.set_printoptions(precision=4)
A = torch.tensor([[2.0, 1.0], [1.0, 3.0], [0.0, 1.0]])

a, tau = torch.geqrf(A)  # reflectors below the diagonal, their coefficients in tau
Q = torch.linalg.householder_product(a, tau)
print(Q)
print(torch.allclose(Q.mT @ Q, torch.eye(2), atol=1e-6))  # orthonormal columns

# torch.orgqr and the method form are the same function
print(torch.equal(Q, torch.orgqr(a, tau)), torch.equal(Q, a.orgqr(tau)))
