import torch

a = torch.tensor([1.0, 2.0, 3.0])
b = torch.tensor([4.0, 5.0, 6.0])
print(torch.inner(a, b))                   # 1-D: the dot product
# higher dims: contracts the LAST dim of both
A = torch.arange(6.0).reshape(2, 3)
B = torch.ones(4, 3)
print(torch.inner(A, B).shape)             # (2, 4): A @ B.T
print(torch.allclose(torch.inner(A, B), A @ B.T))
# a 0-d tensor multiplies element by element
print(a.inner(torch.tensor(2.0)))
