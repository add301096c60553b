import torch
from torch import nn
from torch.nn.utils import parameters_to_vector

torch.manual_seed(0)
model = nn.Linear(3, 2)

vec = parameters_to_vector(model.parameters())
with torch.no_grad():
    vec.zero_()  # meant to reset the model
print(model.bias)  # unchanged: vec is a copy
