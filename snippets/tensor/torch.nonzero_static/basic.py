import torch

x = torch.tensor([0, 3, 0, 5, 7])
# always `size` rows: extra rows are filled with fill_value (-1)
print(torch.nonzero_static(x, size=5))
# too few rows: the result is cut off
print(x.nonzero_static(size=2))
# 2-D input: one row of coordinates per non-zero element
print(torch.nonzero_static(torch.tensor([[1, 0], [0, 1]]), size=3, fill_value=9))
