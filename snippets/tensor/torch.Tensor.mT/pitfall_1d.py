import torch

v = torch.tensor([1.0, 2.0, 3.0])
print(v.unsqueeze(0).mT.shape)        # make it a 1 x n matrix first
v.mT
