import torch

print(torch.arange(5))   # arange accepts the end alone
torch.range(5)           # range needs start and end
