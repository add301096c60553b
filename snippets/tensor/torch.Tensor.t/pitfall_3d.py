import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

batch = torch.zeros(4, 2, 3, device=device)  # a batch of four 2x3 matrices
print(batch.mT.shape)  # what was meant: transpose the last two dims
batch.t()
