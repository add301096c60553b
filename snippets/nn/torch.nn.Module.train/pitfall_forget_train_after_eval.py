import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch import nn

model = nn.Sequential(nn.Linear(4, 4), nn.Dropout(p=0.5)).to(device)
for epoch in range(2):
    print(f"epoch {epoch}: dropout active during training = {model[1].training}")
    # ... training steps ...
    model.eval()  # validation
    # ... validation ...
    # missing: model.train()
