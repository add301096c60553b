import torch
from torch.optim.swa_utils import SWALR

backbone = torch.nn.Linear(2, 2)
head = torch.nn.Linear(2, 1)
opt = torch.optim.SGD([
    {"params": backbone.parameters(), "lr": 0.01},
    {"params": head.parameters(), "lr": 0.1},
    {"params": [torch.nn.Parameter(torch.zeros(1))], "lr": 0.1},  # e.g. a learned temperature
])
# One swa_lr per group, but a group was forgotten
swa_scheduler = SWALR(opt, swa_lr=[0.005, 0.05])
