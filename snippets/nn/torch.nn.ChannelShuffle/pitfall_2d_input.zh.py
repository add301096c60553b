import torch

features = torch.randn(8, 16)  # 全局池化后的 (N, C) 向量
torch.nn.ChannelShuffle(4)(features)
