import torch

xy = torch.tensor([[1.0, 1.0], [-1.0, 0.0]])     # (x, y) pairs stored as real numbers
print(torch.angle(xy))                           # angle of each real number, shape unchanged
print(torch.angle(torch.view_as_complex(xy)))    # one angle per pair
print(torch.atan2(xy[:, 1], xy[:, 0]))           # the same without complex numbers
