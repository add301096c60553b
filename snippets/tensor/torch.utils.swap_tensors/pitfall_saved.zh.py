import torch
from torch import nn
from torch.utils import swap_tensors

model = nn.Linear(2, 1)
penalty = model.weight.pow(2).sum()  # 计算图为反向保存了 model.weight
swap_tensors(model.weight, nn.Parameter(torch.zeros(1, 2)))
