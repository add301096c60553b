import torch
from torch.nn.utils.rnn import pack_padded_sequence

padded = torch.zeros(3, 4, 1)
lengths = torch.tensor([4, 2, 0])  # an empty sample slipped into the batch

pack_padded_sequence(padded, lengths, batch_first=True)
