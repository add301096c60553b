import torch

labels = torch.tensor([0.0, 1.0, 1.0])         # labels stored as float, e.g. from a CSV

print(torch.bincount(labels.long()))           # convert to an integer dtype
torch.bincount(labels)                         # float input is not supported
