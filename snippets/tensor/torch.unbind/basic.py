import torch

x = torch.arange(6).reshape(2, 3)
print(torch.unbind(x))            # along dim 0: the rows
print(x.unbind(1))                # along dim 1: the columns

# unpack coordinates of (N, 3) points
points = torch.tensor([[0.0, 1.0, 2.0],
                       [3.0, 4.0, 5.0]])
px, py, pz = points.unbind(-1)
print(px, py, pz)

# stack is the inverse
print(torch.equal(torch.stack(x.unbind(1), dim=1), x))

# the pieces are views
row0, row1 = x.unbind()
row0[0] = 99
print(x)
