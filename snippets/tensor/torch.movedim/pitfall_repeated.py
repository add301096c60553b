import torch

x = torch.zeros(2, 3, 4)
src = (0, -3)            # -3 is dim 0 again for a 3-D tensor

torch.movedim(x, src, (1, 2))
