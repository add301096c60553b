import torch

num_classes = 5
batch_labels = torch.tensor([0, 1, 1, 2])       # classes 3 and 4 happen to be missing

print(torch.bincount(batch_labels).shape)                         # only max + 1 = 3 bins
print(torch.bincount(batch_labels, minlength=num_classes).shape)  # always 5 bins
