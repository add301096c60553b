import torch
from torch import nn
from torch.utils import swap_tensors

model = nn.Linear(2, 2)
# Swapping a parameter with a plain tensor also swaps the Python class
swap_tensors(model.weight, torch.zeros(2, 2))
print(type(model.weight).__name__, model.weight.requires_grad)
print(len(list(model.parameters())))  # still listed, but no longer trainable
