import torch

counts = torch.tensor([3, 5, 7])
print(torch.var_mean(counts.float()))
torch.var_mean(counts)
