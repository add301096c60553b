import itertools

import torch

items = [1, 2, 3]
print(list(itertools.combinations(items, 2)))
print(torch.combinations(torch.tensor(items)))
torch.combinations(items)
