import torch.nn.utils.parametrize as parametrize
from torch import nn

layer = nn.Linear(3, 3)
parametrize.register_parametrization(layer, "weight", lambda X: X.triu())
