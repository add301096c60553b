import torch
import torch.nn.functional as F

x = torch.arange(6.0).reshape(1, 6, 1, 1)  # 通道 0..5，分成 2 组，每组 3 个
y = torch.nn.ChannelShuffle(2)(x)
print(y.flatten())  # 两组交错排列：0, 3, 1, 4, 2, 5
print(torch.equal(y, x.reshape(1, 2, 3, 1, 1).transpose(1, 2).reshape(1, 6, 1, 1)))
print(torch.equal(F.channel_shuffle(x, 2), y))
