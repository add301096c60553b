import torch
from torch.nn.utils.parametrizations import weight_norm

layer = weight_norm(torch.nn.Linear(4, 3))  # new parametrization
torch.nn.utils.remove_weight_norm(layer)  # the old API's remover does not know it
