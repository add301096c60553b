import torch
import torch.nn.utils.parametrize as parametrize
from torch import nn


class Symmetric(nn.Module):
    def forward(self, X):
        return X.triu() + X.triu(1).transpose(-1, -2)

    def right_inverse(self, A):  # lets `layer.weight = A` work
        return A.triu()


torch.manual_seed(0)
layer = nn.Linear(3, 3)
parametrize.register_parametrization(layer, "weight", Symmetric())

print(torch.equal(layer.weight, layer.weight.T))  # recomputed from the original on every access
print(type(layer).__name__, parametrize.type_before_parametrizations(layer).__name__)
print(parametrize.is_parametrized(layer), parametrize.is_parametrized(layer, "bias"))
print(type(layer.parametrizations.weight).__name__)  # a ParametrizationList
print([name for name, _ in layer.named_parameters()])  # what the optimizer trains

with torch.no_grad():
    layer.weight = torch.ones(3, 3)  # goes through right_inverse
print(layer.parametrizations.weight.original)

# Compute the weight once per forward pass instead of once per access
with parametrize.cached():
    print(layer.weight is layer.weight)

# Copy the parametrization and its parameters onto another module
other = parametrize.transfer_parametrizations_and_params(layer, nn.Linear(3, 3))
print(parametrize.is_parametrized(other, "weight"), torch.equal(other.weight, layer.weight))

# Bake the current value in and get a plain Linear back
parametrize.remove_parametrizations(layer, "weight")
print(type(layer).__name__, [name for name, _ in layer.named_parameters()])
