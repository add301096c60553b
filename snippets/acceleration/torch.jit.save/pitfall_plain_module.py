import torch
import torch.nn as nn

model = nn.Linear(3, 2)
torch.jit.save(model, "model.pt")  # model was never scripted or traced
