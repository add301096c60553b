import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

seqs = [[1, 2, 3], [4, 5]]     # rows of different length
torch.tensor(seqs, device=device)
