import torch

total = torch.tensor([10, 7, 3])
groups = torch.tensor([2, 0, 1])
print(torch.floor_divide(total.float(), groups))
torch.floor_divide(total, groups)
