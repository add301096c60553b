import torch
from torch.optim.lr_scheduler import MultiplicativeLR

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = MultiplicativeLR(opt, 0.95)  # 本意：每个 epoch 乘以 0.95
