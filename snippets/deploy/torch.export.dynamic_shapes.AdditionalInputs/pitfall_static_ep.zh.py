import torch
import torch.nn as nn
from torch.export import AdditionalInputs, export

extra = AdditionalInputs()
extra.add((torch.randn(4, 3),))
# 导出时没有传 dynamic_shapes=extra，所以批次被固定为 2
ep = export(nn.Linear(3, 1), (torch.randn(2, 3),))
extra.verify(ep)
