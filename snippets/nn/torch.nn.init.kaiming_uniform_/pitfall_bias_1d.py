import torch

layer = torch.nn.Linear(8, 4)
torch.nn.init.kaiming_uniform_(layer.bias)  # a 1-D tensor has no fan_in/fan_out
