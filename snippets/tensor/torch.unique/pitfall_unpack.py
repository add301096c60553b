import torch

labels = torch.tensor([3, 1, 3, 2, 1, 3])

values, counts = labels.unique(return_counts=True)   # ask for the counts
print(values, counts)
values, counts = labels.unique()                     # without the flag: one tensor of 3 values
