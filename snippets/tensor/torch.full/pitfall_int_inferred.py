import torch

acc = torch.full((3,), 0)      # 0 is an int, so acc is int64
print(acc.dtype)
acc += 0.5                     # a float cannot be stored in int64 in place
