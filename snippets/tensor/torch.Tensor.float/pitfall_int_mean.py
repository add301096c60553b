import torch

correct = torch.tensor([1, 0, 1, 1])     # int64, e.g. from (pred == y).long()
print(correct.float().mean())
correct.mean()                           # mean needs a floating dtype
