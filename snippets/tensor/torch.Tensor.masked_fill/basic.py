import torch

scores = torch.tensor([[1.0, 2.0, 3.0],
                       [4.0, 5.0, 6.0]])
pad = torch.tensor([[False, False, True],
                    [False, True, True]])   # True = position to fill

print(scores.masked_fill(pad, float("-inf")))   # out of place: new tensor
print(torch.softmax(scores.masked_fill(pad, float("-inf")), dim=-1))

# the mask broadcasts: one row mask for every row
print(scores.masked_fill(torch.tensor([True, False, False]), 0.0))

# in place, with a 0-d tensor as the value
scores.masked_fill_(pad, torch.tensor(-1.0))
print(scores)
