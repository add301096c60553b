import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
warmup = torch.optim.lr_scheduler.LinearLR(opt, start_factor=0.1, total_iters=3)
plateau = torch.optim.lr_scheduler.ReduceLROnPlateau(opt, patience=2)
sched = torch.optim.lr_scheduler.ChainedScheduler([warmup, plateau])
