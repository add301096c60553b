import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch import nn

nn.ModuleDict({"block.1": nn.Linear(2, 2)})
