import torch

decoded = torch.tensor([4, 8, 15, 16, 23])
reference = torch.tensor([4, 8, 15, 42])

print((decoded[:4] != reference).sum().item())   # compare the overlap explicitly
(decoded != reference).sum()                     # lengths 5 and 4 do not broadcast
