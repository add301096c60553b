import torch
from torch import nn

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = nn.Sequential(nn.Linear(3, 2), nn.BatchNorm1d(2))
weight = model[0].weight

returned = model.to(device=device, dtype=torch.float64)  # in place, returns self
print(returned is model)
print(model[0].weight is weight)  # the same Parameter objects, converted in place
print(model[0].weight.dtype, model[1].running_mean.dtype)
print(model[1].num_batches_tracked.dtype)  # integer buffers keep their dtype

x = torch.ones(4, 3)
y = x.to(torch.float64)  # Tensor.to returns a new tensor
print(y is x, x.dtype)
