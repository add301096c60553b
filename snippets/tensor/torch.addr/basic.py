import torch

u = torch.tensor([1.0, 2.0])
v = torch.tensor([1.0, 10.0, 100.0])

print(torch.addr(torch.zeros(2, 3), u, v))               # the outer product u v^T
print(torch.addr(torch.ones(2, 3), u, v, beta=2, alpha=0.5))

W = torch.zeros(2, 3)
W.addr_(u, v, alpha=-0.1)                                 # rank-1 update in place
print(W)
