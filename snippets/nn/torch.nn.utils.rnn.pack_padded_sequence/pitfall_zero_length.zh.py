import torch
from torch.nn.utils.rnn import pack_padded_sequence

padded = torch.zeros(3, 4, 1)
lengths = torch.tensor([4, 2, 0])  # 批次里混进了一个空样本

pack_padded_sequence(padded, lengths, batch_first=True)
