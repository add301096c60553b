import torch

batch = torch.zeros(8, 3, 3, dtype=torch.complex64)
# .H only accepts 2-D tensors; batch.adjoint() or batch.mH handle batches
batch.H
