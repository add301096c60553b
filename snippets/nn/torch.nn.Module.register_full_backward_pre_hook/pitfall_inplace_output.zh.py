import torch
from torch import nn

net = nn.Sequential(nn.Linear(2, 2), nn.ReLU(inplace=True))
net[0].register_full_backward_pre_hook(lambda module, grad_output: None)
net(torch.ones(1, 2))  # 原地 ReLU 修改了挂钩子那一层的输出
