import torch

u = torch.tensor([1.0, 2.0])
v = torch.tensor([1.0, 10.0, 100.0])

print(torch.addr(torch.zeros(2, 3), u, v))               # 外积 u v^T
print(torch.addr(torch.ones(2, 3), u, v, beta=2, alpha=0.5))

W = torch.zeros(2, 3)
W.addr_(u, v, alpha=-0.1)                                 # 原地秩一更新
print(W)
