import torch
import torch.nn.functional as F

distances = torch.tensor([[1.0, 2.0, 3.0]])
weights = torch.nn.Softmin(dim=1)(distances)
print(weights)  # the smallest value gets the largest weight; each row sums to 1
print(torch.allclose(weights, torch.softmax(-distances, dim=1)))
print(F.softmin(distances, dim=1, dtype=torch.float64).dtype)
