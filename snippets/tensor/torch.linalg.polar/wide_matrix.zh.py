import torch

torch.manual_seed(0)
W = torch.randn(2, 3)
V, H = torch.linalg.polar(W.mT)  # 分解转置矩阵：W = H.mT @ V.mT
U = V.mT
print(U.shape, torch.allclose(U @ U.mT, torch.eye(2), atol=1e-6))  # 各行标准正交
