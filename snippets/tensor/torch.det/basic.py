import torch

A = torch.tensor([[1.0, 2.0],
                  [3.0, 4.0]])
print(torch.det(A))                       # 1*4 - 2*3
print(A.det())

torch.manual_seed(0)
batch = torch.randn(5, 3, 3)
print(torch.det(batch).shape)             # one determinant per matrix
print(torch.allclose(torch.det(batch), torch.linalg.det(batch)))
