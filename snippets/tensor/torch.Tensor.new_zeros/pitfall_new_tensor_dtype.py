import torch

ids = torch.tensor([3, 1, 2])               # int64
weights = ids.new_tensor([0.5, 1.5, 2.5])   # takes ids' dtype: truncated
print(weights)
print(ids.new_tensor([0.5, 1.5, 2.5], dtype=torch.float32))
