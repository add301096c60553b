import torch

words = torch.tensor([3, 1, 3, 3])             # word 3 occurs three times

counts = torch.zeros(5)
counts[words] += 1                             # a repeated index is counted once
print(counts)

counts = torch.zeros(5)
counts.index_add_(0, words, torch.ones(4))     # every occurrence is added
print(counts)
