import torch
from torch import nn

pd = nn.ParameterDict()
pd["layer1_scale"] = torch.ones(1)  # 没问题
pd["layer1.scale"] = torch.ones(1)  # "." 保留给嵌套结构使用
