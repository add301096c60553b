import torch
import torch.nn as nn
from torch.export import AdditionalInputs, export

extra = AdditionalInputs()
extra.add((torch.randn(4, 3),))
# Exported without dynamic_shapes=extra, so the batch is fixed to 2
ep = export(nn.Linear(3, 1), (torch.randn(2, 3),))
extra.verify(ep)
