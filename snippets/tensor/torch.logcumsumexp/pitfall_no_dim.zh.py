import torch

x = torch.tensor([1.0, 2.0])
print(torch.logsumexp(x, dim=0))     # logsumexp 同样需要 dim
torch.logcumsumexp(x)
