import torch

acc = torch.zeros(2, 2)
a = torch.ones(2, 3)
b = torch.ones(3, 2)
print(torch.addmm(acc, a, b))
torch.addbmm(acc, a, b)
