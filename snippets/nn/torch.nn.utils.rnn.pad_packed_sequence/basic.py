import torch
from torch.nn.utils.rnn import pack_padded_sequence, pad_packed_sequence

torch.manual_seed(0)
lstm = torch.nn.LSTM(input_size=1, hidden_size=2, batch_first=True)

# Padded to 5 steps, but the longest real sequence has 3
padded = torch.randn(3, 5, 1)
lengths = torch.tensor([2, 3, 1])
packed = pack_padded_sequence(padded, lengths, batch_first=True, enforce_sorted=False)

packed_out, (h_n, c_n) = lstm(packed)
out, out_lengths = pad_packed_sequence(packed_out, batch_first=True)
print(out.shape, out_lengths)  # time dim is max(lengths) = 3, not 5
print((out[2] != 0).any(dim=1))  # the 1-step sequence: steps 2 and 3 are padding (0)

out, _ = pad_packed_sequence(packed_out, batch_first=True, total_length=5)
print(out.shape)  # back to the padded input's length

# Last real output of each sequence: equals h_n of the last layer
last = out[torch.arange(3), out_lengths - 1]
print(torch.allclose(last, h_n[-1]))
