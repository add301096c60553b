import torch
from torch.optim.lr_scheduler import CosineAnnealingLR, LinearLR, SequentialLR

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
warm = LinearLR(opt, start_factor=0.25, total_iters=3)
cosine = CosineAnnealingLR(opt, T_max=7)
sched = SequentialLR(opt, schedulers=[warm, cosine], milestones=[3])

val_loss = 0.42
opt.step()
sched.step(val_loss)  # left over from a ReduceLROnPlateau loop
