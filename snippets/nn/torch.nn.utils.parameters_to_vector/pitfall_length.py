import torch
from torch import nn
from torch.nn.utils import vector_to_parameters

model = nn.Linear(3, 2)  # needs 8 numbers
vector_to_parameters(torch.zeros(7), model.parameters())
