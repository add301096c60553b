import torch

seq = torch.tensor([4, 7, 1, 9, 3, 8])
max_len = 4
padding = torch.full((max_len - len(seq),), 0)  # the sequence is longer than max_len: size -2
