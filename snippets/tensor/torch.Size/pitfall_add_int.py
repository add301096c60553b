import torch

x = torch.zeros(2, 3)

x.shape + 1                   # + on a tuple concatenates; it does not add to each size
