import torch
from torch.nn.utils.rnn import pad_sequence

token_ids = [[5, 8, 2], [7, 3], [9, 1, 4]]
seqs = [torch.tensor(s) for s in token_ids]
batch = pad_sequence(seqs, batch_first=True, padding_value=0)
mask = batch != 0
print(batch)
print(mask)
