import torch

u = torch.ones(2)
v = torch.ones(3)
acc = torch.zeros(1, 3)   # broadcasts in torch.addr, but addr_ cannot grow it

print(torch.addr(acc, u, v).shape)
acc.addr_(u, v)
