import torch
from torch.nn.utils.rnn import pack_padded_sequence

padded = torch.zeros(3, 4, 1)  # (batch, time, features)
lengths = torch.tensor([2, 4, 3])  # not in decreasing order

# enforce_sorted defaults to True
pack_padded_sequence(padded, lengths, batch_first=True)
