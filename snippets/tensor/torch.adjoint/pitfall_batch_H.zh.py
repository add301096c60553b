import torch

batch = torch.zeros(8, 3, 3, dtype=torch.complex64)
# .H 只接受 2 维张量；批量矩阵用 batch.adjoint() 或 batch.mH
batch.H
