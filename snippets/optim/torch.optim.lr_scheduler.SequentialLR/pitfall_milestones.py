import torch
from torch.optim.lr_scheduler import CosineAnnealingLR, LinearLR, SequentialLR

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
warm = LinearLR(opt, start_factor=0.25, total_iters=3)
cosine = CosineAnnealingLR(opt, T_max=7)
# one milestone per scheduler, including where the last one ends
sched = SequentialLR(opt, schedulers=[warm, cosine], milestones=[3, 10])
