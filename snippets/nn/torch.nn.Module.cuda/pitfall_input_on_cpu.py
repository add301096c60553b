import torch
from torch import nn

model = nn.Linear(2, 1).cuda()
x = torch.ones(1, 2)
x.cuda()  # returns a copy; x itself stays on the CPU
model(x)
