import torch

x = torch.zeros(3, 4)
rows = torch.tensor([0, 2])
cols = torch.tensor([1, 3])
# same as x[rows, cols] = values, one value per (row, col) pair
x.index_put_((rows, cols), torch.tensor([5.0, 6.0]))
print(x)

# index_put (no underscore) returns a new tensor
counts = torch.zeros(5)
labels = torch.tensor([0, 3, 3, 1, 3])
print(counts.index_put((labels,), torch.tensor(1.0)))                   # duplicates: set once
print(counts.index_put((labels,), torch.tensor(1.0), accumulate=True))  # duplicates add up

# a boolean mask in the tuple works like x[mask] = v
print(torch.index_put(torch.arange(4.0), (torch.tensor([True, False, True, False]),), torch.tensor(-1.0)))
