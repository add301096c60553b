import torch
import torch.nn as nn

model = nn.Sequential(nn.Linear(4, 4), nn.Dropout(0.5)).eval()
ep = torch.export.export(model, (torch.randn(2, 4),))
gm = ep.module()
print(gm.training)  # True, although the model was in eval mode
gm.eval()
