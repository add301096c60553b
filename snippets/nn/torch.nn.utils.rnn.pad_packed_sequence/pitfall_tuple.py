import torch
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence

packed = pack_padded_sequence(torch.zeros(2, 3, 4), [3, 2], batch_first=True)

out = pad_packed_sequence(packed, batch_first=True)  # a (padded, lengths) tuple
print(out.shape)
