import torch

shuffle = torch.nn.ChannelShuffle(3)
shuffle(torch.randn(1, 116, 28, 28))  # 116 个通道，对应 ShuffleNetV2 的 2 组设置
