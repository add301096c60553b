import torch
from torch.nn.utils.rnn import pack_sequence

torch.manual_seed(0)
gru = torch.nn.GRU(input_size=1, hidden_size=4)
head = torch.nn.Linear(4, 2)
packed = pack_sequence([torch.randn(3, 1), torch.randn(2, 1)])

out, h_n = gru(packed)
logits = head(out)
