import torch
from torch.utils.data import DataLoader

# Variable-length token sequences, as a text dataset returns them.
seqs = [torch.arange(3), torch.arange(5), torch.arange(2), torch.arange(4)]
loader = DataLoader(seqs, batch_size=2)  # default_collate calls torch.stack
next(iter(loader))
