import torch

scores = torch.zeros(3, 3)
causal = torch.tril(torch.ones(3, 3))  # float32 ones and zeros, not a bool mask
print(causal.dtype)
scores = scores.masked_fill(causal == 0, float("-inf"))  # a comparison: fine
scores = scores.masked_fill(1 - causal, float("-inf"))  # arithmetic keeps it float32: refused
