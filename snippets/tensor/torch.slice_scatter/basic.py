import torch

x = torch.zeros(4, 4)
# write into rows 0 and 2 (start=0, step=2)
print(torch.slice_scatter(x, torch.ones(2, 4), dim=0, start=0, step=2))
# the last two columns: src has the shape of x[:, 2:]
out = x.slice_scatter(torch.full((4, 2), 7.0), dim=1, start=2)
print(out)
print(x.sum())                       # x itself is unchanged
