import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)  # no momentum asked for
print(opt.param_groups[0]["lr"], opt.param_groups[0]["momentum"])

sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=0.1, total_steps=100)
group = opt.param_groups[0]
# lr is now max_lr / div_factor, and momentum has been switched on
print(f"{group['lr']:.4g}", group["momentum"])
