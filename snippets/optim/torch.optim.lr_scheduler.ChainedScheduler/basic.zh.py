import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
warmup = torch.optim.lr_scheduler.ConstantLR(opt, factor=0.1, total_iters=2)
decay = torch.optim.lr_scheduler.ExponentialLR(opt, gamma=0.9)
sched = torch.optim.lr_scheduler.ChainedScheduler([warmup, decay])  # 每一步两个调度器都起作用

for epoch in range(6):
    print(epoch, round(opt.param_groups[0]["lr"], 5))  # 0.1 * 0.9**epoch，epoch < 2 时再乘 0.1
    opt.step()
    sched.step()
