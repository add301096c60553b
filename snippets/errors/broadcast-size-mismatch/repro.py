import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

scores = torch.zeros(4, 3, device=device)  # (batch, classes)
weight = torch.ones(4, device=device)      # one weight per sample
scores * weight  # broadcasting aligns the LAST dimensions: 3 vs 4
