import torch
from torch.nn.utils.rnn import pack_sequence

seqs = [torch.ones(2, 3), torch.ones(4, 3)]  # 短的在前
pack_sequence(seqs)
