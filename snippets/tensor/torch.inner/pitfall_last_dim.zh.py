import torch

A = torch.ones(2, 3)
w = torch.ones(2)                         # 本意是对第一维求和
print(torch.inner(A.T, w))                # inner 总是用最后一维
torch.inner(A, w)
