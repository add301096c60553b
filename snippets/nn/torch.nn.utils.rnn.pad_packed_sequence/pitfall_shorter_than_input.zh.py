import torch
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence

torch.manual_seed(0)
rnn = torch.nn.RNN(input_size=1, hidden_size=1, batch_first=True)

# 每个批次都补齐到固定的 5 步，目标也是
padded = torch.randn(2, 5, 1)
targets = torch.zeros(2, 5, 1)
packed = pack_padded_sequence(padded, [3, 2], batch_first=True)

out, _ = pad_packed_sequence(rnn(packed)[0], batch_first=True)
print(out.shape)  # 只还回 3 步
loss = ((out - targets) ** 2).mean()
