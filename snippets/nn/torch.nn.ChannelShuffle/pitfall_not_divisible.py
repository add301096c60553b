import torch

shuffle = torch.nn.ChannelShuffle(3)
shuffle(torch.randn(1, 116, 28, 28))  # 116 channels, as in ShuffleNetV2 with 2 groups
