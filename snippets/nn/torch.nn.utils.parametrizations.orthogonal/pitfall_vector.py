from torch import nn
from torch.nn.utils.parametrizations import orthogonal

layer = nn.Linear(4, 4)
orthogonal(layer, name="bias")  # a 1-D tensor has no orthogonality
