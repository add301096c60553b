import torch

feature = torch.randn(1, 8, 4, 4)  # 网络深处的小特征图
pad = torch.nn.ReflectionPad2d(4)  # 对 256x256 的输入没问题，这里不行
pad(feature)
