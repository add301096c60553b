import torch

A = torch.tensor([[4.0, 7.0],
                  [2.0, 6.0]])              # det = 10
print(torch.logdet(A), torch.log(torch.det(A)))
# stays finite where det underflows to 0
big = torch.eye(500) * 0.1
print(torch.det(big), torch.logdet(big))
# typical: log-determinant of a covariance via Cholesky
cov = torch.tensor([[2.0, 0.5], [0.5, 1.0]])
L = torch.linalg.cholesky(cov)
print(torch.logdet(cov), 2 * L.diagonal().log().sum())
