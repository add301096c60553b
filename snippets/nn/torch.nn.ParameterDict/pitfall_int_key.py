import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch import nn

nn.ParameterDict({0: torch.ones(1), 1: torch.ones(1)})
