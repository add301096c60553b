import torch

A = torch.tensor([[2.0, 6.0],
                  [4.0, 7.0]])              # det = -10
# 不会报错：行列式为负时得到 nan
print(torch.det(A), torch.logdet(A))
sign, logabsdet = torch.linalg.slogdet(A)
print(sign, logabsdet)
