import torch

has_box = torch.tensor([1, 2, 0])       # counts, used as "truthy" flags
visible = torch.tensor([2, 1, 1])

print(has_box & visible)                # bitwise: 1 & 2 == 0, 2 & 1 == 0
print(torch.logical_and(has_box, visible))
