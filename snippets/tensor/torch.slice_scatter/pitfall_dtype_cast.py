import torch

x = torch.zeros(2, 3, dtype=torch.long)
src = torch.full((2, 1), 0.9)
# nothing raises: 0.9 is cast to int64 and becomes 0
print(torch.slice_scatter(x, src, dim=1, start=0, end=1))
