import torch
from torch import nn

torch.manual_seed(0)
model = nn.Sequential(
    nn.LazyConv2d(8, 3),  # in_channels inferred
    nn.Flatten(),
    nn.LazyLinear(10),  # in_features inferred
)
print(model[2])  # in_features=0 until the first forward pass
print(nn.parameter.is_lazy(model[2].weight))

optimizer = torch.optim.SGD(model.parameters(), lr=0.1)  # an optimizer may be created before the dummy pass
model(torch.randn(1, 3, 16, 16))  # a dummy batch materialises every parameter
print(model)  # the classes are now Conv2d and Linear
print(model[2].weight.shape)
print(sum(p.numel() for p in model.parameters()))
print(optimizer.param_groups[0]["params"][2] is model[2].weight)  # it holds the same, now materialised, weight
