import torch
from torch.optim.lr_scheduler import LambdaLR

backbone, head = torch.nn.Linear(4, 4), torch.nn.Linear(4, 1)
opt = torch.optim.SGD(
    [{"params": backbone.parameters(), "lr": 0.01}, {"params": head.parameters()}],
    lr=0.1,
)
# 两个参数组，列表里却只有一个 lambda。
sched = LambdaLR(opt, lr_lambda=[lambda epoch: 0.9**epoch])
