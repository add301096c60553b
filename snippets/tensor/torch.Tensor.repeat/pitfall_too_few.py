import torch

m = torch.ones(2, 3)
print(m.tile(2).shape)      # tile assumes 1 for the missing leading factor
m.repeat(2)                 # repeat needs one factor per dimension (at least)
