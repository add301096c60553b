import torch
import torch.nn.functional as F

torch.manual_seed(0)
x = torch.randn(4, 3)  # (batch, in_features)
weight = torch.randn(5, 3)  # (out_features, in_features), as in nn.Linear
bias = torch.randn(5)

y = F.linear(x, weight, bias)
print(y.shape)
print(torch.allclose(y, x @ weight.T + bias))

# any number of leading dims; only the last one is contracted
print(F.linear(torch.randn(2, 7, 3), weight).shape)

# reuse a module's parameters, e.g. tied input/output embeddings
layer = torch.nn.Linear(3, 5)
print(torch.allclose(F.linear(x, layer.weight, layer.bias), layer(x)))
