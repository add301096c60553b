import torch
import torch.nn.functional as F

x = torch.arange(16.0).view(1, 1, 4, 4)  # (N, C, H, W)

patches = F.unfold(x, kernel_size=2, stride=2)  # (N, C * kH * kW, L): one column per block
print(patches.shape)
print(patches[0])  # column 0 is the top-left 2x2 block, flattened

# fold is the inverse for non-overlapping blocks
print(torch.equal(F.fold(patches, output_size=(4, 4), kernel_size=2, stride=2), x))
