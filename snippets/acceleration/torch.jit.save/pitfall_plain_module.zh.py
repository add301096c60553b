import torch
import torch.nn as nn

model = nn.Linear(3, 2)
torch.jit.save(model, "model.pt")  # model 从未经过 script 或 trace
