import torch

v = torch.tensor([3.0, 4.0])
print(v.unsqueeze(0).renorm(2, 0, 1.0).squeeze(0))   # a single vector needs a batch dimension
v.renorm(2, 0, 1.0)
