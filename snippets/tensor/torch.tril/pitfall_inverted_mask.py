import torch

scores = torch.zeros(3, 3)
allowed = torch.tril(torch.ones(3, 3, dtype=torch.bool))   # True = may attend

# masked_fill fills where the mask is True: this hides the allowed positions
print(scores.masked_fill(allowed, float("-inf")).softmax(dim=-1))

print(scores.masked_fill(~allowed, float("-inf")).softmax(dim=-1))
