import torch
from torch import nn

net = nn.Sequential(nn.Linear(2, 2), nn.BatchNorm1d(2))
params = sum(p.numel() for p in net.parameters())
buffers = sum(b.numel() for b in net.buffers())
print(params, buffers, len(net.state_dict()))

# 只通过 parameters() 复制权重，会漏掉滑动统计量
copy = nn.Sequential(nn.Linear(2, 2), nn.BatchNorm1d(2))
net[1].running_mean.fill_(5.0)
with torch.no_grad():
    for p_dst, p_src in zip(copy.parameters(), net.parameters()):
        p_dst.copy_(p_src)
print(copy[1].running_mean)
