import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch import nn

nn.Conv2d(3, 8, kernel_size=3, stride=2, padding="same")
