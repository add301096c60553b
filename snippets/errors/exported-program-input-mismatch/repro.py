import torch
import torch.nn as nn

model = nn.Linear(3, 2)
ep = torch.export.export(model, (torch.ones(4, 3),))  # every dimension of the example is taken as fixed
print(ep.module()(torch.ones(4, 3)).shape)
ep.module()(torch.ones(5, 3))  # another batch size at deployment
