import torch

print(torch.linspace(0, 1, 5))                 # both ends included, 5 points
print(torch.linspace(10, 0, 3))                # decreasing is fine
print(torch.linspace(0, 10, 5).dtype)          # int arguments still give float32
print(torch.linspace(0, 10, 4, dtype=torch.int64))  # computed in float, then truncated
print(torch.linspace(2, 5, 1), torch.linspace(2, 5, 0))

# grid of 3 x 4 points
ys, xs = torch.meshgrid(torch.linspace(-1, 1, 3), torch.linspace(0, 1, 4), indexing="ij")
print(xs.shape, ys[:, 0])
