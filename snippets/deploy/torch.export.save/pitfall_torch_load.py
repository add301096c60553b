import torch
import torch.nn as nn

model = nn.Linear(4, 3).eval()
ep = torch.export.export(model, (torch.randn(2, 4),))
torch.export.save(ep, "model.pt2")

torch.load("model.pt2", weights_only=False)  # not a torch.save checkpoint
