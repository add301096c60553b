import torch

A = torch.tensor([[2.0, 6.0],
                  [4.0, 7.0]])              # det = -10
sign, logabsdet = torch.slogdet(A)          # 与 torch.linalg.slogdet 相同
print(sign, logabsdet)
print(sign * logabsdet.exp(), torch.det(A))
# 奇异矩阵：sign 为 0，logabsdet 为 -inf
print(torch.slogdet(torch.tensor([[1.0, 2.0], [2.0, 4.0]])))
