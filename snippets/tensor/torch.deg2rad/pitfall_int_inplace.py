import torch

angles = torch.tensor([90, 180])                 # int64 degrees
print(torch.deg2rad(angles))                     # out-of-place: float32 result
angles.deg2rad_()                                # radians cannot be stored in int64
