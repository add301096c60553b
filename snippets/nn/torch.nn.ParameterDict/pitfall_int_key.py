import torch
from torch import nn

nn.ParameterDict({0: torch.ones(1), 1: torch.ones(1)})
