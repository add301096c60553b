import torch
import torch.nn as nn
from torch.distributed.checkpoint.state_dict import get_optimizer_state_dict

model = nn.Linear(4, 2)
opt = torch.optim.SGD(model.parameters(), lr=0.1)

model = nn.Sequential(nn.Linear(4, 2))  # 模型重建了，优化器却没有
optim_sd = get_optimizer_state_dict(model, opt)
