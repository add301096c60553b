import torch
from torch import nn
from torch.func import functional_call

model = nn.Linear(2, 1)
x = torch.ones(1, 2)
replaced = functional_call(model, {"weights": torch.zeros(1, 2)}, (x,))  # "weights", not "weight"
print(torch.equal(replaced, model(x)))  # the module's own weight was used
