import torch

measured = torch.tensor([0.1, 0.2])
target = torch.tensor([0.1, 0.2], dtype=torch.float64)

print(torch.isclose(measured, target))
