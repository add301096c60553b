import torch
from torch.optim.lr_scheduler import LinearLR

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=1e-4)
# 本意：5 个 epoch 内从 1e-4 升到 1e-3
sched = LinearLR(opt, start_factor=1.0, end_factor=10.0, total_iters=5)
