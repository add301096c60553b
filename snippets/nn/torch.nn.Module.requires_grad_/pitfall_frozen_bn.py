import torch
from torch import nn

backbone = nn.Sequential(nn.Linear(2, 2), nn.BatchNorm1d(2))
backbone.requires_grad_(False)  # "frozen"
before = backbone[1].running_mean.clone()

backbone.train()
backbone(torch.tensor([[1.0, 2.0], [3.0, 4.0]]))
print(torch.equal(before, backbone[1].running_mean))  # the statistics moved
