import torch
import torch.nn as nn

head = nn.Linear(8, 2, bias=False)
params = [head.weight, head.bias]  # bias=False：head.bias 是 None
opt = torch.optim.SGD(params, lr=0.1)
