import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))


# Ask for 4 TiB of float32 on the GPU: more than any card has.
x = torch.empty(1024**4, dtype=torch.float32, device=device)
