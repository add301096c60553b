import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.ExponentialLR(opt, gamma=0.9)

opt.step()
sched.step()
print(f"lr={sched.get_last_lr():.4f}")  # a list, not a float
