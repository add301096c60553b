import torch
from torch import nn

print(nn.Parameter(torch.arange(3), requires_grad=False))  # 不需要梯度时允许
nn.Parameter(torch.arange(3))  # int64 不能要求梯度
