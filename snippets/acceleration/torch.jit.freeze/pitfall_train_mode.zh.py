import torch
import torch.nn as nn

model = nn.Sequential(nn.Linear(4, 4), nn.Dropout(0.1))  # 新建的模块处于训练模式
torch.jit.freeze(torch.jit.script(model))
