import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.Adagrad(model.parameters(), lr=0.1)  # has neither momentum nor betas
sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=0.1, total_steps=100)
