import torch
from torch.nn.utils.rnn import pad_sequence

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# Integer token ids: the padding value is cast to the sequences' dtype,
# so a fractional value is silently truncated (0.5 -> 0, which may be a real id)
ids = [torch.tensor([3, 1, 2], device=device), torch.tensor([4], device=device)]
print(pad_sequence(ids, batch_first=True, padding_value=0.5))

# Choose a value that can never be a real id, e.g. -100 for label sequences
print(pad_sequence(ids, batch_first=True, padding_value=-100))
