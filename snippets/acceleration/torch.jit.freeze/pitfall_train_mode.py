import torch
import torch.nn as nn

model = nn.Sequential(nn.Linear(4, 4), nn.Dropout(0.1))  # a new module is in training mode
torch.jit.freeze(torch.jit.script(model))
