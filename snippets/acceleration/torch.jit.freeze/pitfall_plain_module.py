import torch
import torch.nn as nn

model = nn.Linear(4, 2).eval()
torch.jit.freeze(model)  # not scripted or traced
