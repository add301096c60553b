import torch

A = torch.tensor([[2.0, 6.0],
                  [4.0, 7.0]])              # det = -10
# nothing raises: a negative determinant gives nan
print(torch.det(A), torch.logdet(A))
sign, logabsdet = torch.linalg.slogdet(A)
print(sign, logabsdet)
