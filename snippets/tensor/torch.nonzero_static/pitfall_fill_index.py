import torch

x = torch.tensor([0.0, 3.0, 0.0, 5.0])
idx = torch.nonzero_static(x, size=3).squeeze(1)
# nothing raises: the padding -1 indexes the last element
print(idx, x[idx])
valid = idx >= 0
print(x[idx[valid]])
