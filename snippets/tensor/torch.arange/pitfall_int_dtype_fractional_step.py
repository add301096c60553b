import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

# step 0.25 is converted to the integer dtype first and becomes 0
torch.arange(0, 2, 0.25, dtype=torch.int64, device=device)
