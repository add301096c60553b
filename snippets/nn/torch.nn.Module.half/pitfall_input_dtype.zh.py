import torch
from torch import nn

model = nn.Linear(2, 1).half()
x = torch.ones(1, 2)  # 输入仍是 float32
model(x)
