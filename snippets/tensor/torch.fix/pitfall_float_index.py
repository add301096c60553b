import torch

table = torch.tensor([10, 20, 30])
pos = torch.tensor([0.4, 2.9])

print(table[pos.fix().long()])     # convert to an integer dtype for indexing
table[pos.fix()]                   # still float32, not an index
