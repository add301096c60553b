import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

criterion = torch.nn.MSELoss()
pred = torch.zeros(4, 2, device=device)
target = torch.zeros(4, 3, device=device)
criterion(pred, target)
