import torch
from torch.nn.utils.rnn import pack_sequence

torch.manual_seed(0)
lstm = torch.nn.LSTM(input_size=1, hidden_size=2, batch_first=True)
packed = pack_sequence([torch.randn(3, 1), torch.randn(2, 1)])

out, (h_n, c_n) = lstm(packed)  # out 是 PackedSequence，不是张量
last = out[:, -1]
