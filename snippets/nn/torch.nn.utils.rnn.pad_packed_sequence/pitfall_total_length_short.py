import torch
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence

packed = pack_padded_sequence(torch.zeros(2, 6, 1), [6, 4], batch_first=True)

# total_length must be at least the longest sequence (6)
pad_packed_sequence(packed, batch_first=True, total_length=4)
