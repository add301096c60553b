import torch

vx = torch.tensor([1.0, 0.0])      # pointing along +x, then along +y
vy = torch.tensor([0.0, 1.0])

print(torch.rad2deg(torch.atan2(vx, vy)))   # swapped: 90 and 0, silently wrong
print(torch.rad2deg(torch.atan2(vy, vx)))   # y first: 0 and 90
