import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
# 像许多论文描述的那样“从 0 开始”预热
sched = torch.optim.lr_scheduler.LinearLR(opt, start_factor=0.0, total_iters=100)
