import torch

bins = torch.tensor([1, 1, 3, 1])             # bin 1 appears three times
weights = torch.tensor([1.0, 2.0, 3.0, 4.0])

# meant: total weight per bin
print(torch.zeros(4).scatter(0, bins, weights))       # one write survives, the others are lost
print(torch.zeros(4).scatter_add(0, bins, weights))   # adds every value
print(torch.zeros(4).scatter_reduce(0, bins, weights, reduce="amax"))
