import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

# Logging code that passes the run's device, run with DEVICE=cpu
print(torch.cuda.memory_summary(device))
