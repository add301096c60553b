import torch

x = torch.ones(3, 4)
bad_rows = torch.tensor([0, 2])

x.index_select(0, bad_rows).zero_()             # zeroes a temporary copy
print(x.sum())                                  # still 12: x is untouched

x.index_fill_(0, bad_rows, 0.0)                 # writes into x itself
print(x.sum())
