import torch
import torch.nn.functional as F

scores = torch.tensor([[0.5, 1.0, 2.0],
                       [0.5, 1.0, 2.0]])
mask = torch.tensor([[True, True, False],
                     [False, False, False]])  # second row: nothing allowed

masked = scores.masked_fill(~mask, float("-inf"))
print(F.softmax(masked, dim=-1))  # the fully masked row becomes nan
