import torch

features = torch.randn(8, 16)  # (N, C) vectors after global pooling
torch.nn.ChannelShuffle(4)(features)
