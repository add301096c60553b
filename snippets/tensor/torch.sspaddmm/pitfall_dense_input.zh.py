import torch

A = torch.tensor([[1.0, 0.0], [0.0, 2.0]])        # 稠密张量，尽管大多是 0
D = torch.ones(2, 2)
print(torch.smm(A.to_sparse(), D).to_dense())     # 先转换
torch.smm(A, D)
