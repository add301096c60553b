import torch
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence

packed = pack_padded_sequence(torch.zeros(2, 6, 1), [6, 4], batch_first=True)

# total_length 不能小于最长序列的长度（6）
pad_packed_sequence(packed, batch_first=True, total_length=4)
