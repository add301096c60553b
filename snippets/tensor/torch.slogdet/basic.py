import torch

A = torch.tensor([[2.0, 6.0],
                  [4.0, 7.0]])              # det = -10
sign, logabsdet = torch.slogdet(A)          # the same as torch.linalg.slogdet
print(sign, logabsdet)
print(sign * logabsdet.exp(), torch.det(A))
# singular: sign 0 and logabsdet -inf
print(torch.slogdet(torch.tensor([[1.0, 2.0], [2.0, 4.0]])))
