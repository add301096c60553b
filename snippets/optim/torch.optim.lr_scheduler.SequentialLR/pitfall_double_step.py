import torch
from torch.optim.lr_scheduler import CosineAnnealingLR, LinearLR, SequentialLR

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
warm = LinearLR(opt, start_factor=0.25, total_iters=3)
cosine = CosineAnnealingLR(opt, T_max=5)
sched = SequentialLR(opt, schedulers=[warm, cosine], milestones=[3])

for epoch in range(4):
    print(epoch, f"{opt.param_groups[0]['lr']:.4g}")  # full lr already at epoch 2
    opt.step()
    sched.step()
    warm.step()  # wrong: SequentialLR already steps it
