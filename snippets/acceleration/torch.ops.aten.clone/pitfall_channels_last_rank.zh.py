import torch

features = torch.randn(8, 16)  # 二维激活值
torch.ops.aten.clone(features, memory_format=torch.channels_last)
