import torch
from torch.optim.lr_scheduler import CosineAnnealingLR, LinearLR, SequentialLR

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
epochs, warmup = 10, 4
warm = LinearLR(opt, start_factor=0.25, total_iters=warmup)
cosine = CosineAnnealingLR(opt, T_max=epochs)  # meant: reach 0 at the last epoch
sched = SequentialLR(opt, schedulers=[warm, cosine], milestones=[warmup])

for epoch in range(epochs):
    lr = sched.get_last_lr()[0]
    opt.step()
    sched.step()
print(f"last epoch trained at lr={lr:.4g}")  # far from 0: the cosine started at epoch 4
