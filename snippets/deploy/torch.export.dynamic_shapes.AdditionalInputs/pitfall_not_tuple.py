import torch
from torch.export import AdditionalInputs

extra = AdditionalInputs()
extra.add(torch.zeros(4, 3))
