import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch.nn.utils.rnn import pad_sequence

# Variable length must be along dim 0; here the sequences were stored as (1, L)
a = torch.tensor([[1, 2, 3]], device=device)
b = torch.tensor([[4, 5]], device=device)
print(pad_sequence([a.squeeze(0), b.squeeze(0)], batch_first=True))  # fixed
pad_sequence([a, b], batch_first=True)
