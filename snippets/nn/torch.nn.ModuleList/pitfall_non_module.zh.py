import torch
from torch import nn

nn.ModuleList([nn.Linear(4, 4), torch.relu])  # 函数不是 Module
