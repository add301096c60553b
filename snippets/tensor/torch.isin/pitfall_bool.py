import torch

scores = torch.tensor([0.0, 1.0, 2.0])
flags = torch.tensor([True, False])

print(torch.isin(scores, flags))
