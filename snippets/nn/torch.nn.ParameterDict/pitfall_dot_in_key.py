import torch
from torch import nn

pd = nn.ParameterDict()
pd["layer1_scale"] = torch.ones(1)  # fine
pd["layer1.scale"] = torch.ones(1)  # "." is reserved for nesting
