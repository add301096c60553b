import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

import torch.nn.functional as F

logits = torch.zeros(2, 5, 7, device=device)  # (batch, seq_len, classes)
targets = torch.zeros(2, 5, dtype=torch.long, device=device)  # (batch, seq_len)
F.cross_entropy(logits.view(-1, 7), targets)  # logits flattened, targets not
