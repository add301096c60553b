import torch

scores = torch.tensor([0.5, 2.0, 2.0, 1.0])

mask = scores.clone()
mask.eq_(2.0)                 # written into a float32 tensor: 1.0 / 0.0, not True / False
print(mask, mask.dtype)
print(scores[scores.eq(2.0)])  # the out-of-place form gives a bool mask

scores[mask]                  # a float tensor cannot select elements
