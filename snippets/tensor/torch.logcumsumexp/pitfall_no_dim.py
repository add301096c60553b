import torch

x = torch.tensor([1.0, 2.0])
print(torch.logsumexp(x, dim=0))     # logsumexp also needs dim
torch.logcumsumexp(x)
