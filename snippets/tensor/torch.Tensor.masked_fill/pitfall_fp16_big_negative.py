import torch

scores = torch.zeros(2, 3, dtype=torch.float16)   # e.g. under mixed precision
pad = torch.tensor([[False, False, True], [False, True, True]])
print(scores.masked_fill(pad, torch.finfo(scores.dtype).min))
scores.masked_fill(pad, -1e9)                      # -1e9 is outside float16's range
