import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
# 第一个周期 2 个 epoch，然后是 4 个，再然后是 8 个 ……
sched = torch.optim.lr_scheduler.CosineAnnealingWarmRestarts(opt, T_0=2, T_mult=2)

lrs = []
for epoch in range(8):
    lrs.append(round(sched.get_last_lr()[0], 4))
    opt.step()
    sched.step()
print(lrs)
print(sched.T_i, sched.T_cur)
