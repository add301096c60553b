import torch
from torch.optim.lr_scheduler import LinearLR, ReduceLROnPlateau, SequentialLR

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
warm = LinearLR(opt, start_factor=0.25, total_iters=3)
plateau = ReduceLROnPlateau(opt, patience=2)  # 先预热，再在指标停滞时降低学习率
sched = SequentialLR(opt, schedulers=[warm, plateau], milestones=[3])
