import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.ExponentialLR(opt, gamma=0.1)  # 本意是“每次衰减 10%”

for epoch in range(4):
    opt.step()
    sched.step()
    print(epoch, sched.get_last_lr())
