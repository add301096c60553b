import torch
import torch.nn as nn
from torch.export import Dim

model = nn.Linear(3, 2)
ep = torch.export.export(model, (torch.ones(4, 3),), dynamic_shapes={"input": {0: Dim("batch")}})
print(ep.module()(torch.ones(5, 3)).shape, ep.module()(torch.ones(7, 3)).shape)
