import torch

scores = torch.tensor([[0.2, 0.9],
                       [0.6, 0.1]])

best = scores.max(dim=1)
print(best.values + 1)     # take the values field (or unpack: values, idx = ...)
best + 1                   # the (values, indices) pair is a tuple, not a tensor
