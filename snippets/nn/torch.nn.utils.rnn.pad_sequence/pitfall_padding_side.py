import torch
from torch.nn.utils.rnn import pad_sequence

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

seqs = [torch.tensor([1, 2], device=device), torch.tensor([3], device=device)]
pad_sequence(seqs, batch_first=True, padding_side="start")
