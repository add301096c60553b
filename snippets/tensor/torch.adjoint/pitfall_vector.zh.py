import torch

v = torch.tensor([1 + 1j, 2 - 1j])
# 一维向量没有"最后两维"可以交换
torch.adjoint(v)
