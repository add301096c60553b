import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
# meant: decay at epochs 30 and 80
sched = torch.optim.lr_scheduler.MultiStepLR(opt, milestones=[30, 80], gamma=0.1)

batches_per_epoch = 100
for epoch in range(1):
    for batch in range(batches_per_epoch):
        opt.step()
        sched.step()  # stepped per batch: both milestones pass in epoch 0
print(sched.last_epoch, f"{opt.param_groups[0]['lr']:.4g}")
