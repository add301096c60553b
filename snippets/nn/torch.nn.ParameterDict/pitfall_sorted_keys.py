from collections import OrderedDict

import torch
from torch import nn

pd = nn.ParameterDict({"z_last": torch.ones(1), "a_first": torch.ones(1)})
print(list(pd.keys()))  # a plain dict is sorted by key

od = nn.ParameterDict(OrderedDict([("z_last", torch.ones(1)), ("a_first", torch.ones(1))]))
print(list(od.keys()))  # an OrderedDict keeps its order
