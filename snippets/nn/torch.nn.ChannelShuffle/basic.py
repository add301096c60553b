import torch
import torch.nn.functional as F

x = torch.arange(6.0).reshape(1, 6, 1, 1)  # channels 0..5, in 2 groups of 3
y = torch.nn.ChannelShuffle(2)(x)
print(y.flatten())  # the groups are interleaved: 0, 3, 1, 4, 2, 5
print(torch.equal(y, x.reshape(1, 2, 3, 1, 1).transpose(1, 2).reshape(1, 6, 1, 1)))
print(torch.equal(F.channel_shuffle(x, 2), y))
