import torch
import torch.nn.functional as F

x = torch.arange(4.0).reshape(1, 1, 4)  # (N, C, W)
print(torch.nn.ReplicationPad1d((2, 1))(x))  # (left, right): the edge values repeated
print(torch.nn.ReplicationPad1d(6)(x))  # any amount works, unlike reflection

img = torch.arange(4.0).reshape(1, 1, 2, 2)
print(torch.nn.ReplicationPad2d(1)(img))
print(torch.equal(torch.nn.ReplicationPad2d(1)(img), F.pad(img, (1, 1, 1, 1), mode="replicate")))
print(torch.nn.ReplicationPad3d((1, 1, 0, 0, 2, 0))(torch.ones(1, 1, 2, 2, 2)).shape)
