import torch
from torch.optim.swa_utils import SWALR

backbone = torch.nn.Linear(2, 2)
head = torch.nn.Linear(2, 1)
opt = torch.optim.SGD([
    {"params": backbone.parameters(), "lr": 0.01},
    {"params": head.parameters(), "lr": 0.1},
    {"params": [torch.nn.Parameter(torch.zeros(1))], "lr": 0.1},  # 例如一个可学习的温度参数
])
# 每个参数组一个 swa_lr，但漏掉了一组
swa_scheduler = SWALR(opt, swa_lr=[0.005, 0.05])
