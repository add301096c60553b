import torch
from torch.optim.lr_scheduler import CosineAnnealingLR, LinearLR, SequentialLR

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
epochs, warmup = 10, 4
warm = LinearLR(opt, start_factor=0.25, total_iters=warmup)
cosine = CosineAnnealingLR(opt, T_max=epochs)  # 本意：在最后一个 epoch 降到 0
sched = SequentialLR(opt, schedulers=[warm, cosine], milestones=[warmup])

for epoch in range(epochs):
    lr = sched.get_last_lr()[0]
    opt.step()
    sched.step()
print(f"last epoch trained at lr={lr:.4g}")  # 离 0 还很远：余弦段是从 epoch 4 才开始的
