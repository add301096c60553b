import torch

layer = torch.nn.Linear(8, 4)
torch.nn.init.kaiming_uniform_(layer.bias)  # 一维张量没有 fan_in/fan_out
