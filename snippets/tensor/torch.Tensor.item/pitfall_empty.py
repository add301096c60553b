import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

scores = torch.tensor([0.1, 0.4, 0.3], device=device)
best = scores[scores > 0.9]      # nothing passes the threshold
print(best.shape)
best.item()
