import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
# 本意：在第 30 和第 80 个 epoch 衰减
sched = torch.optim.lr_scheduler.MultiStepLR(opt, milestones=[30, 80], gamma=0.1)

batches_per_epoch = 100
for epoch in range(1):
    for batch in range(batches_per_epoch):
        opt.step()
        sched.step()  # 每个批次 step 一次：两个里程碑都在 epoch 0 内就过去了
print(sched.last_epoch, f"{opt.param_groups[0]['lr']:.4g}")
