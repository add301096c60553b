import torch

counts = torch.tensor([1, 2, 3])
print(torch.logcumsumexp(counts.float(), dim=0))
torch.logcumsumexp(counts, dim=0)
