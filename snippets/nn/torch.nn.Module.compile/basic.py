import torch
from torch import nn

model = nn.Sequential(nn.Linear(2, 2), nn.ReLU())
wrapped = torch.compile(model, backend="eager")  # a new wrapper object
print(type(wrapped).__name__, list(wrapped.state_dict())[0])

model.compile(backend="eager")  # compiles in place, returns None
print(type(model).__name__, list(model.state_dict())[0])
print(model(torch.ones(1, 2)).shape)
