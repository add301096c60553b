import torch
from torch import nn
from torch.nn.utils import parameters_to_vector, vector_to_parameters

torch.manual_seed(0)
model = nn.Linear(3, 2)  # weight (2, 3) + bias (2,) = 8 numbers

vec = parameters_to_vector(model.parameters())  # a new tensor, in parameters() order
print(vec.shape)

# Write a vector back, e.g. after a black-box optimiser step
vector_to_parameters(torch.arange(8.0), model.parameters())
print(model.weight)
print(model.bias)
