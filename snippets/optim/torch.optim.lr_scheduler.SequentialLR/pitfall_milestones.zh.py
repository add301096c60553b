import torch
from torch.optim.lr_scheduler import CosineAnnealingLR, LinearLR, SequentialLR

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
warm = LinearLR(opt, start_factor=0.25, total_iters=3)
cosine = CosineAnnealingLR(opt, T_max=7)
# 给每个调度器一个里程碑，连最后一个的结束位置也写上了
sched = SequentialLR(opt, schedulers=[warm, cosine], milestones=[3, 10])
