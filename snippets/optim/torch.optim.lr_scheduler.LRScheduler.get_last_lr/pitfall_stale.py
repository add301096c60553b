import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.ExponentialLR(opt, gamma=0.9)

opt.step()
sched.step()
for group in opt.param_groups:  # a manual change, e.g. a hand-written warm-up
    group["lr"] = 0.001

print("get_last_lr:", sched.get_last_lr())  # still the scheduler's last value
print("optimizer:  ", [g["lr"] for g in opt.param_groups])  # the rate actually used
opt.step()
sched.step()
print("next step:  ", sched.get_last_lr())  # ExponentialLR continues from the manual value
