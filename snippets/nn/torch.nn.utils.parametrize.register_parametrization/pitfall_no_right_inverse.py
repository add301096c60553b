import torch
import torch.nn.utils.parametrize as parametrize
from torch import nn


class Positive(nn.Module):
    def forward(self, X):
        return X.exp()


layer = nn.Linear(3, 3)
parametrize.register_parametrization(layer, "weight", Positive())

with torch.no_grad():
    layer.weight = torch.ones(3, 3)  # e.g. loading pretrained values
