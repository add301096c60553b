import torch

z = torch.tensor([[1 + 1j, 2j], [3, 4]])
zh = z.H
zh[0, 1] = 7 + 7j  # writes through the view into z[1, 0], conjugated
print(z)
