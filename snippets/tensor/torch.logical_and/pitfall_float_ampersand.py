import torch

weights = torch.tensor([0.0, 0.3, 1.2])
scores = torch.tensor([0.9, 0.0, 0.4])

print(torch.logical_and(weights, scores))   # works on floats: nonzero is True
weights & scores                            # & is bitwise and needs integer or bool tensors
