import torch
import torch.nn as nn

torch.manual_seed(0)
block = nn.Sequential(
    nn.Conv2d(3, 32, 3, padding=1),  # changed from 64 to 32 output channels ...
    nn.BatchNorm2d(64),  # ... but the BatchNorm was not updated
)
block(torch.randn(2, 3, 8, 8))
