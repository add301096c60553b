import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

model = torch.nn.Linear(2, 1).to(device)
torch.optim.SGD(model.parameters(), lr=0.1, nesterov=True)  # momentum defaults to 0
