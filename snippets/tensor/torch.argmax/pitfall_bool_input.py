import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

mask = torch.tensor([False, True, True], device=device)

print(mask.int().argmax())  # first True, after converting to an integer type
mask.argmax()
