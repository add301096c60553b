import torch

x = torch.tensor([0.0, 1.0, 2.0, 3.0, 4.0])
y = x**2

(dy,) = torch.gradient(y)  # a tuple, even for 1-D input
print(dy)  # central differences inside, one-sided at the edges
print(torch.gradient(y, edge_order=2)[0])  # second-order edges: exact 2x here

# Sample spacing: a number, or the coordinates of each dimension.
print(torch.gradient(y, spacing=0.5)[0])
print(torch.gradient(y, spacing=(x,))[0])

# 2-D: one tensor per dimension, or only the dimensions in dim.
m = torch.tensor([[1.0, 2.0, 4.0], [2.0, 4.0, 8.0]])
d_rows, d_cols = torch.gradient(m)
print(d_cols)
print(len(torch.gradient(m, dim=1)))
