import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.CosineAnnealingWarmRestarts(opt, T_0=1)

iters = 4
for epoch in range(2):
    lrs = []
    for i in range(iters):
        opt.step()
        sched.step(epoch + i / iters)  # 小数 epoch：在一个 epoch 内平滑衰减
        lrs.append(round(opt.param_groups[0]["lr"], 4))
    print(epoch, lrs)
