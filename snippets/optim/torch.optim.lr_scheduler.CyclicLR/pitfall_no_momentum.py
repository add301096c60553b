import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.Adagrad(model.parameters(), lr=0.01)  # has neither momentum nor betas
sched = torch.optim.lr_scheduler.CyclicLR(opt, base_lr=0.001, max_lr=0.01)
