import torch
from torch import nn

model = nn.Linear(2, 1)
model(torch.ones(1, 2)).sum().backward()
print(model.weight.grad)

model.zero_grad()  # default set_to_none=True
print(model.weight.grad)

model(torch.ones(1, 2)).sum().backward()
model.zero_grad(set_to_none=False)  # keep the tensor, fill it with zeros
print(model.weight.grad)
