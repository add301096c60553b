from torch import nn
from torch.nn.utils import weight_norm

layer = weight_norm(nn.Linear(4, 3))
weight_norm(layer)
