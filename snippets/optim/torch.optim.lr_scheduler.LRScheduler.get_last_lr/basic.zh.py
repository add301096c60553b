import torch

model = torch.nn.Sequential(torch.nn.Linear(2, 2), torch.nn.Linear(2, 1))
opt = torch.optim.SGD(
    [
        {"params": model[0].parameters()},
        {"params": model[1].parameters(), "lr": 0.01},  # 第二个参数组有自己的学习率
    ],
    lr=0.1,
)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=2, gamma=0.5)

for epoch in range(5):
    # …… 训练一个 epoch：前向、反向、opt.step() ……
    opt.step()
    sched.step()
    rates = sched.get_last_lr()  # 每个参数组一个值
    print(epoch, rates, [g["lr"] for g in opt.param_groups])
