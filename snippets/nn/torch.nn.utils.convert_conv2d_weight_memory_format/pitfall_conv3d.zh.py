import torch
from torch import nn
from torch.nn.utils import convert_conv2d_weight_memory_format

model = nn.Sequential(nn.Conv3d(3, 4, 3))  # 视频模型
convert_conv2d_weight_memory_format(model, torch.channels_last)
print(model[0].weight.is_contiguous(memory_format=torch.channels_last_3d))  # 没有转换
