import torch
from torch.nn.utils.rnn import pack_padded_sequence

padded = torch.zeros(3, 5, 1)  # built batch-first: 3 sequences, 5 steps
lengths = torch.tensor([5, 4, 2])

# batch_first defaults to False, so dim 1 (size 5) is read as the batch
pack_padded_sequence(padded, lengths)
