
from torch import nn

nn.ModuleDict({"block.1": nn.Linear(2, 2)})
