import torch

deg = torch.tensor([0.0, 30.0, 90.0, 180.0])
rad = torch.deg2rad(deg)
print(rad)
print(torch.rad2deg(rad))                        # back to degrees
print(torch.tensor([45, 360]).deg2rad())         # integer input gives float32

heading = torch.atan2(torch.tensor([1.0]), torch.tensor([1.0]))
print(heading.rad2deg())                         # an angle from atan2, in degrees
