import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

criterion = torch.nn.MSELoss(reduction="avg")  # accepted here...
print(criterion)
criterion(torch.zeros(2, device=device), torch.ones(2, device=device))  # ...fails at the first call
