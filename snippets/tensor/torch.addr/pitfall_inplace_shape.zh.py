import torch

u = torch.ones(2)
v = torch.ones(3)
acc = torch.zeros(1, 3)   # torch.addr 可以广播它，addr_ 却不能扩大它

print(torch.addr(acc, u, v).shape)
acc.addr_(u, v)
