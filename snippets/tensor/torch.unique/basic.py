import torch

labels = torch.tensor([3, 1, 3, 2, 1, 3])

print(torch.unique(labels))                          # sorted distinct values
values, counts = labels.unique(return_counts=True)   # how often each occurs
print(values, counts)

values, inverse = labels.unique(return_inverse=True) # position of each element in values
print(inverse, torch.equal(values[inverse], labels)) # inverse rebuilds the input

rows = torch.tensor([[1, 2], [1, 2], [3, 4]])
print(rows.unique(dim=0))                            # distinct rows instead of elements
print(torch.unique_consecutive(torch.tensor([1, 1, 2, 2, 1])))  # only collapses runs
