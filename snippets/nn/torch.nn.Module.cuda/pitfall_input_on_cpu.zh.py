import torch
from torch import nn

model = nn.Linear(2, 1).cuda()
x = torch.ones(1, 2)
x.cuda()  # 返回一个副本；x 本身仍在 CPU 上
model(x)
