import torch

a = torch.tensor([[0.0, 0.0],
                  [3.0, 4.0]])             # 2 points
b = torch.tensor([[0.0, 0.0],
                  [1.0, 0.0],
                  [3.0, 4.0]])             # 3 points

print(torch.cdist(a, b))                   # (2, 3) Euclidean distances
print(torch.cdist(a, b, p=1))              # Manhattan
print(torch.cdist(a, b, p=float("inf")))   # Chebyshev

# batched: (B, P, M) with (B, R, M) -> (B, P, R); the batch dims broadcast
print(torch.cdist(torch.ones(1, 2, 3), torch.ones(5, 4, 3)).shape)

# nearest neighbour in b for every point of a
print(torch.cdist(a, b).argmin(dim=1))
