import torch

torch.manual_seed(0)
A = torch.randn(4, 3, dtype=torch.float64)
U, H = torch.linalg.polar(A)
print(U.shape, H.shape)

eye = torch.eye(3, dtype=torch.float64)
print(torch.allclose(U @ H, A))         # A = U H
print(torch.allclose(U.mT @ U, eye))    # U 的各列标准正交
print(torch.allclose(H, H.mT), torch.linalg.eigvalsh(H))  # H 对称，特征值 >= 0
