import torch

a = torch.tensor([0.0, 0.0])
b = torch.tensor([3.0, 4.0])

print(torch.dist(a, b))          # Euclidean distance (p=2)
print(a.dist(b, p=1))            # Manhattan distance
print(torch.dist(a, b, p=float("inf")))   # largest absolute difference
