import torch

model = torch.nn.Sequential(torch.nn.Linear(2, 2), torch.nn.Linear(2, 1))
opt = torch.optim.SGD(
    [
        {"params": model[0].parameters()},
        {"params": model[1].parameters(), "lr": 0.01},  # a second group with its own rate
    ],
    lr=0.1,
)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=2, gamma=0.5)

for epoch in range(5):
    # ... train one epoch: forward, backward, opt.step() ...
    opt.step()
    sched.step()
    rates = sched.get_last_lr()  # one value per parameter group
    print(epoch, rates, [g["lr"] for g in opt.param_groups])
