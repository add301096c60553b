import torch
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence

torch.manual_seed(0)
rnn = torch.nn.RNN(input_size=1, hidden_size=1, batch_first=True)

# Every batch is padded to a fixed 5 steps, targets too
padded = torch.randn(2, 5, 1)
targets = torch.zeros(2, 5, 1)
packed = pack_padded_sequence(padded, [3, 2], batch_first=True)

out, _ = pad_packed_sequence(rnn(packed)[0], batch_first=True)
print(out.shape)  # only 3 steps come back
loss = ((out - targets) ** 2).mean()
