import torch
from torch import nn

model = nn.Linear(2, 1)
params = dict(model.named_parameters())
torch.nn.utils.stateless.functional_call(model, params, (torch.ones(1, 2),))
