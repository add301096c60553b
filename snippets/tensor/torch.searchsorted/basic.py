import torch

seq = torch.tensor([1, 3, 5, 7])
values = torch.tensor([0, 3, 6, 9])

print(torch.searchsorted(seq, values))                 # first position with seq[i] >= v
print(torch.searchsorted(seq, values, side="right"))   # first position with seq[i] > v
print(torch.searchsorted(seq, 4))                      # a Python number gives a 0-D result

# insert a value and keep the sequence sorted
i = torch.searchsorted(seq, 4)
print(torch.cat([seq[:i], torch.tensor([4]), seq[i:]]))

# one sorted row per row of values
rows = torch.tensor([[1, 3, 5],
                     [10, 20, 30]])
print(torch.searchsorted(rows, torch.tensor([[2, 5],
                                             [25, 35]])))
