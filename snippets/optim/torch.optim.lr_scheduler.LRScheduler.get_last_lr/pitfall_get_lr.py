import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=2, gamma=0.1)

for epoch in range(3):
    opt.step()
    sched.step()
    # get_lr() is the scheduler's internal formula, not a getter
    print(epoch, "get_last_lr:", sched.get_last_lr(), "get_lr:", sched.get_lr())
