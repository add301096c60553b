import torch

# per-class totals: add each sample's value into the slot of its label
labels = torch.tensor([0, 2, 0, 1, 2])
values = torch.tensor([1.0, 2.0, 3.0, 4.0, 5.0])
print(torch.zeros(3).scatter_add(0, labels, values))

# counting labels: src has the dtype of self (here float)
print(torch.zeros(3).scatter_add(0, labels, torch.ones(5)))

# summing feature rows per segment: index is expanded to the shape of src
features = torch.arange(10.0).reshape(5, 2)
segment = torch.tensor([0, 1, 0, 1, 1])
index = segment.unsqueeze(1).expand_as(features)
sums = torch.zeros(2, 2)
sums.scatter_add_(0, index, features)      # in place
print(sums)
