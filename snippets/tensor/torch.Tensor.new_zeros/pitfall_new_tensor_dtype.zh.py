import torch

ids = torch.tensor([3, 1, 2])               # int64
weights = ids.new_tensor([0.5, 1.5, 2.5])   # 沿用 ids 的 dtype：小数被截断
print(weights)
print(ids.new_tensor([0.5, 1.5, 2.5], dtype=torch.float32))
