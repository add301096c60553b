import torch
import torch.nn.functional as F

x = torch.tensor([[[[0.0, 1.0], [2.0, 3.0]]]])
y = F.upsample(x, scale_factor=2, mode="bilinear", align_corners=False)  # the old name of interpolate
print(torch.equal(y, F.interpolate(x, scale_factor=2, mode="bilinear", align_corners=False)))
