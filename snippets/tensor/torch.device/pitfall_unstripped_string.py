import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

raw = "cpu\n"                      # e.g. read from a config file, newline included
print(repr(raw.strip()), torch.device(raw.strip()))
torch.device(raw)
