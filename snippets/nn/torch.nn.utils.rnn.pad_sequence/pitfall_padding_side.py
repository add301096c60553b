import os

import torch

device = torch.device(os.environ.get("DEVICE", "cpu"))

from torch.nn.utils.rnn import pad_sequence

seqs = [torch.tensor([1, 2], device=device), torch.tensor([3], device=device)]
pad_sequence(seqs, batch_first=True, padding_side="start")
