import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

# pos_weight must be a tensor, not a Python number
torch.nn.BCEWithLogitsLoss(pos_weight=3.0)
