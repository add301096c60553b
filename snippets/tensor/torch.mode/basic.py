import torch

votes = torch.tensor([[1, 1, 2, 0],
                      [3, 5, 5, 3]])
# the most frequent value of each row (dim=-1 by default)
values, indices = torch.mode(votes)
print(values, indices)
# along dim 0: per column
print(votes.mode(dim=0).values)
# over all elements: flatten first
print(votes.flatten().mode())
