import torch
import torch.nn as nn

model = nn.Linear(2, 2)
torch.save(model.state_dict(), "checkpoints/run1/epoch_1.pt")
