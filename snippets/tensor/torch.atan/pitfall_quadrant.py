import torch

# direction of the vectors (1, 1) and (-1, -1): 45 and -135 degrees
x = torch.tensor([1.0, -1.0])
y = torch.tensor([1.0, -1.0])

print(torch.rad2deg(torch.atan(y / x)))      # both 45: the ratio loses the quadrant
print(torch.rad2deg(torch.atan2(y, x)))      # 45 and -135
print(torch.atan(torch.tensor(0.0) / 0.0))   # and x = y = 0 gives NaN
