import torch
from torch import nn
from torch.utils import swap_tensors

a = torch.ones(2)
b = torch.zeros(3, dtype=torch.int64)
a_id = id(a)
swap_tensors(a, b)  # the two Python objects exchange their whole contents
print(a, b, id(a) == a_id)

# Every reference to the parameter sees the new data, including the optimizer's
model = nn.Linear(2, 2)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
weight = model.weight
swap_tensors(model.weight, nn.Parameter(torch.zeros(2, 2, dtype=torch.float64)))
print(model.weight is weight, opt.param_groups[0]["params"][0].dtype, type(model.weight).__name__)
