import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.ConstantLR(opt)  # expected: keep lr at 0.1

for epoch in range(7):
    print(epoch, round(opt.param_groups[0]["lr"], 4))
    opt.step()
    sched.step()
