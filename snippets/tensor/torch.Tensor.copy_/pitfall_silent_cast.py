import torch

probs = torch.tensor([0.2, 0.7, 0.9])
out = torch.zeros(3, dtype=torch.long)   # buffer created with the wrong dtype
out.copy_(probs)
print(out)                               # every value truncated to 0, no warning
