import torch

A = torch.tensor([[1.0, 1.0], [1.0, 2.0], [1.0, 3.0], [1.0, 4.0]])
a, tau = torch.geqrf(A)

# 隐含的 Q 总是 4 x 4（m x m），left=False 时也一样，
# 所以 C @ Q 要求 C 有 4 列，而不是 n = 2 列。
C = torch.ones(3, 2)
torch.ormqr(a, tau, C, left=False)
