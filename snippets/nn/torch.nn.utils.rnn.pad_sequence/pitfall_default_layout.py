import torch
from torch.nn.utils.rnn import pad_sequence

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

seqs = [torch.ones(5, 8, device=device), torch.ones(3, 8, device=device)]  # 2 sequences, 8 features
padded = pad_sequence(seqs)
# Default batch_first=False: (max_len, batch, features), not (batch, max_len, features)
print(padded.shape)

lstm = torch.nn.LSTM(input_size=8, hidden_size=4, batch_first=True).to(device)
out, (h, c) = lstm(padded)
print(h.shape)  # batch dimension is 5 instead of 2: no error, wrong result
