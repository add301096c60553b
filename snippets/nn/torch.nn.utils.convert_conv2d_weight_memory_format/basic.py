import torch
from torch import nn
from torch.nn.utils import convert_conv2d_weight_memory_format

model = nn.Sequential(nn.Conv2d(3, 8, 3), nn.BatchNorm2d(8), nn.ReLU(), nn.ConvTranspose2d(8, 4, 3))
same = convert_conv2d_weight_memory_format(model, torch.channels_last)
print(same is model)  # converted in place and returned

w = model[0].weight
print(w.shape, w.stride())  # same shape, NHWC strides
print(w.is_contiguous(memory_format=torch.channels_last))
print(model[3].weight.is_contiguous(memory_format=torch.channels_last))

x = torch.randn(2, 3, 16, 16).to(memory_format=torch.channels_last)
print(model(x).is_contiguous(memory_format=torch.channels_last))
