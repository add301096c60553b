import torch
from torch import nn
from torch.nn.utils import convert_conv2d_weight_memory_format

model = nn.Sequential(nn.Conv2d(3, 4, 3))
convert_conv2d_weight_memory_format(model, torch.channels_last_3d)
