import torch
from torch.optim.lr_scheduler import LinearLR

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=1e-4)
# meant: ramp from 1e-4 up to 1e-3 over 5 epochs
sched = LinearLR(opt, start_factor=1.0, end_factor=10.0, total_iters=5)
