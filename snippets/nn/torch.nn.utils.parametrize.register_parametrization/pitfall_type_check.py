import torch.nn.utils.parametrize as parametrize
from torch import nn


class Identity(nn.Module):
    def forward(self, X):
        return X


model = nn.Sequential(nn.Linear(3, 3), nn.ReLU())
parametrize.register_parametrization(model[0], "weight", Identity())

# type() comparisons no longer see a Linear
print(type(model[0]) is nn.Linear, type(model[0]).__name__)
print(isinstance(model[0], nn.Linear))  # still true: the new class derives from Linear
print(parametrize.type_before_parametrizations(model[0]) is nn.Linear)
