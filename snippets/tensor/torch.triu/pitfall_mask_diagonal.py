import torch

scores = torch.zeros(3, 3)

mask = torch.triu(torch.ones(3, 3, dtype=torch.bool))           # diagonal=0 keeps the diagonal
print(scores.masked_fill(mask, float("-inf")).softmax(dim=-1))  # row 0 masks everything: NaN

mask = torch.triu(torch.ones(3, 3, dtype=torch.bool), diagonal=1)
print(scores.masked_fill(mask, float("-inf")).softmax(dim=-1))
