import torch

a = torch.tensor([1, 2, 3])
b = torch.tensor([4, 5, 6])

print(torch.cat([a, b]).shape)      # (6,): cat joins 1-D tensors end to end
print(torch.vstack([a, b]).shape)   # (2, 3): vstack turns each into a row first
print(torch.stack([a, b]).shape)    # (2, 3) as well, but stack needs equal shapes
