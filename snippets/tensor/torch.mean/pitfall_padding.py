import torch

# two sequences, the second padded with zeros to length 3
values = torch.tensor([[1.0, 2.0, 3.0],
                       [4.0, 0.0, 0.0]])
mask = torch.tensor([[True, True, True],
                     [True, False, False]])

print(values.mean(dim=1))                            # padding counted: [2.0, 1.333]
print((values * mask).sum(dim=1) / mask.sum(dim=1))  # real mean: [2.0, 4.0]
