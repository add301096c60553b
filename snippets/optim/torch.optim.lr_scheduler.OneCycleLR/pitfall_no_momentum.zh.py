import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.Adagrad(model.parameters(), lr=0.1)  # 既没有 momentum 也没有 betas
sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=0.1, total_steps=100)
