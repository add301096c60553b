import torch
from torch import nn
from torch.utils import swap_tensors

model = nn.Linear(2, 2)
# 把参数与普通张量交换，连 Python 类也一起交换了
swap_tensors(model.weight, torch.zeros(2, 2))
print(type(model.weight).__name__, model.weight.requires_grad)
print(len(list(model.parameters())))  # 仍然会被列出，但已经无法训练
