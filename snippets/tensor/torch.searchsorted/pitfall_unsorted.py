import torch

seq = torch.tensor([5, 1, 7, 3])        # not sorted
values = torch.tensor([0, 2, 4, 6, 8])

print(torch.searchsorted(seq, values))  # nonsense positions, no error

order = torch.argsort(seq)
print(torch.searchsorted(seq, values, sorter=order))   # positions in the sorted order
