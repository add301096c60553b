import torch

total = torch.tensor([0.1], dtype=torch.float64) + 0.2
print(total <= 0.3)                       # False: 0.1 + 0.2 is 0.30000000000000004
print(total.item())
print((total <= 0.3) | torch.isclose(total, torch.tensor(0.3, dtype=torch.float64)))
