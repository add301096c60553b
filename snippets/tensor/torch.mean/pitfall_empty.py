import torch

loss = torch.tensor([0.3, 0.7, 0.2])
selected = loss[loss > 1.0]    # nothing passes the filter

print(selected.shape)
print(selected.mean())         # nan, no error and no warning
print(selected.sum() / max(selected.numel(), 1))   # 0 when empty
