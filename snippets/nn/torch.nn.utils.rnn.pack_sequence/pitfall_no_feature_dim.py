import torch
from torch.nn.utils.rnn import pack_sequence

# 1-D sequences of values: no feature dimension
seqs = [torch.tensor([0.1, 0.2, 0.3]), torch.tensor([0.4, 0.5])]
packed = pack_sequence(seqs)
print(packed.data.shape)  # (5,), but an RNN expects (5, input_size)

lstm = torch.nn.LSTM(input_size=1, hidden_size=2)
lstm(packed)
