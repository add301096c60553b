import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
# 按 3 个 epoch、每个 4 个批次规划，训练却多跑了一个 epoch
sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=0.1, epochs=3, steps_per_epoch=4)

for epoch in range(4):
    for batch in range(4):
        opt.step()
        sched.step()  # 第 13 次调用时报错
