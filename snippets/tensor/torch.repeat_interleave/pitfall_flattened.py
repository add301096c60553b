import torch

x = torch.tensor([[1, 2], [3, 4]])
print(x.repeat_interleave(2).shape)            # dim=None flattens first: (8,)
print(x.repeat_interleave(2, dim=0).shape)     # (4, 2): rows repeated
