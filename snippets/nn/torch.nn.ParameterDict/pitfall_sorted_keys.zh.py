from collections import OrderedDict

import torch
from torch import nn

pd = nn.ParameterDict({"z_last": torch.ones(1), "a_first": torch.ones(1)})
print(list(pd.keys()))  # 普通 dict 会按键排序

od = nn.ParameterDict(OrderedDict([("z_last", torch.ones(1)), ("a_first", torch.ones(1))]))
print(list(od.keys()))  # OrderedDict 保持原有顺序
