import torch
from torch.optim.lr_scheduler import ChainedScheduler, ConstantLR, ExponentialLR

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
warm = ConstantLR(opt, factor=0.5, total_iters=2)

opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)  # 后来重建了优化器
decay = ExponentialLR(opt, gamma=0.9)
sched = ChainedScheduler([warm, decay])  # warm 仍属于旧的优化器
