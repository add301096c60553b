import torch

x = torch.zeros(4, 6)
half = x.shape[0] / 2         # true division gives 2.0, a float

torch.Size([half, 12])        # x.view(half, -1) refuses the float too, with another message
