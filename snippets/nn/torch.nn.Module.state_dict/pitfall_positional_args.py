import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

import warnings

from torch import nn

model = nn.Linear(2, 2).to(device)
warnings.simplefilter("always")
sd = model.state_dict(None, "enc.")  # positional destination/prefix
print(list(sd.keys()))
print(list(model.state_dict(prefix="enc.").keys()))  # keyword form, no warning
