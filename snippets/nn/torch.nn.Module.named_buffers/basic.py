import torch
from torch import nn

net = nn.Sequential(nn.Linear(2, 2), nn.BatchNorm1d(2))
net.register_buffer("mask", torch.ones(2), persistent=False)

for name, buf in net.named_buffers():
    print(name, buf.dtype)
print(len(list(net.buffers())))                  # the same walk without names
print([n for n, _ in net.named_buffers(recurse=False)])  # this module only
print([k for k in net.state_dict() if "weight" not in k and "bias" not in k])
