import torch
import torch.nn.functional as F

x = torch.arange(16.0).view(1, 1, 4, 4)
patches = F.unfold(x, kernel_size=2, stride=1)  # overlapping 2x2 blocks

back = F.fold(patches, output_size=(4, 4), kernel_size=2, stride=1)
print(back[0, 0])  # overlapping positions are SUMMED, not averaged
counts = F.fold(F.unfold(torch.ones_like(x), 2, stride=1), (4, 4), 2, stride=1)
print(torch.allclose(back / counts, x))  # divide by the overlap count to invert
