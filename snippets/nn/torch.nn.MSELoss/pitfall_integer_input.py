import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

criterion = torch.nn.MSELoss()
pred = torch.tensor([1, 2, 3], device=device)    # int64, e.g. rounded predictions
target = torch.tensor([1, 4, 6], device=device)
criterion(pred, target)
