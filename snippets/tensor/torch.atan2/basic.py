import torch

# y first, x second: the angle of the point (x, y)
y = torch.tensor([0.0, 1.0, 0.0, -1.0, 1.0])
x = torch.tensor([1.0, 0.0, -1.0, 0.0, -1.0])
print(torch.rad2deg(torch.atan2(y, x)))      # 0, 90, 180, -90, 135

print(torch.arctan2(y, x).equal(y.atan2(x)))  # the same function
print(torch.atan2(torch.tensor([1.0, 2.0]), torch.tensor(1.0)))  # other broadcasts
print(torch.atan2(torch.tensor(0.0), torch.tensor(0.0)))        # origin: 0, not NaN

# heading angle of 2-D velocity vectors
v = torch.tensor([[3.0, 3.0], [-2.0, 0.0]])  # (vx, vy) rows
print(torch.atan2(v[:, 1], v[:, 0]))
