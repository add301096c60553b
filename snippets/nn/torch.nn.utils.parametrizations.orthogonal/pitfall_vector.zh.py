from torch import nn
from torch.nn.utils.parametrizations import orthogonal

layer = nn.Linear(4, 4)
orthogonal(layer, name="bias")  # 一维张量谈不上正交
