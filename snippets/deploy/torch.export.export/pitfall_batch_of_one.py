import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

import torch.nn as nn
from torch.export import Dim

model = nn.Linear(4, 2).to(device).eval()
example = torch.randn(1, 4, device=device)  # a "single sample" example input
torch.export.export(model, (example,), dynamic_shapes={"input": {0: Dim("batch")}})
