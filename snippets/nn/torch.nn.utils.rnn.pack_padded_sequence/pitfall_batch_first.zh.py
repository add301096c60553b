import torch
from torch.nn.utils.rnn import pack_padded_sequence

padded = torch.zeros(3, 5, 1)  # 按批次优先构造：3 个序列，5 个时间步
lengths = torch.tensor([5, 4, 2])

# batch_first 默认为 False，于是第 1 维（大小 5）被当作批次
pack_padded_sequence(padded, lengths)
