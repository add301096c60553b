import torch
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence

packed = pack_padded_sequence(torch.zeros(2, 3, 4), [3, 2], batch_first=True)

out = pad_packed_sequence(packed, batch_first=True)  # 返回的是 (padded, lengths) 元组
print(out.shape)
