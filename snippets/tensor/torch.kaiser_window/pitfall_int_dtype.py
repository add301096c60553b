import torch

print(torch.kaiser_window(4, dtype=torch.float64).dtype)
torch.kaiser_window(4, dtype=torch.int64)   # a window needs a floating dtype
