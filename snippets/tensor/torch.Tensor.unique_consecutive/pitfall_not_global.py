import torch

labels = torch.tensor([2, 0, 2, 1, 0])
# nothing raises: unsorted input keeps repeated values
print(labels.unique_consecutive())
print(labels.unique())                # all distinct values, sorted
print(labels.sort().values.unique_consecutive())
