import torch

flat = torch.tensor([5.0, 1.0])               # 例如由除法得到
print(torch.unravel_index(flat.long(), (2, 3)))
torch.unravel_index(flat, (2, 3))
