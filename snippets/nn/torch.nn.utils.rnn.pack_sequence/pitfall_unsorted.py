import torch
from torch.nn.utils.rnn import pack_sequence

seqs = [torch.ones(2, 3), torch.ones(4, 3)]  # shorter one first
pack_sequence(seqs)
