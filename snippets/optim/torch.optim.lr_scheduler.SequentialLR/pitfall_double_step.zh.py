import torch
from torch.optim.lr_scheduler import CosineAnnealingLR, LinearLR, SequentialLR

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
warm = LinearLR(opt, start_factor=0.25, total_iters=3)
cosine = CosineAnnealingLR(opt, T_max=5)
sched = SequentialLR(opt, schedulers=[warm, cosine], milestones=[3])

for epoch in range(4):
    print(epoch, f"{opt.param_groups[0]['lr']:.4g}")  # 到 epoch 2 就已经是完整的 lr
    opt.step()
    sched.step()
    warm.step()  # 错误：SequentialLR 已经替它 step 了
