import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
# warm-up "from zero", as many papers describe it
sched = torch.optim.lr_scheduler.LinearLR(opt, start_factor=0.0, total_iters=100)
