import torch
import torch.nn as nn

layer = nn.Linear(3, 2)
new_weight = torch.ones(2, 3)
layer.weight = new_weight  # weight 是已注册的参数：普通张量会被拒绝
