import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.ExponentialLR(opt, gamma=0.9)

for epoch in range(5):
    print(epoch, round(opt.param_groups[0]["lr"], 5))  # 0.1 * 0.9**epoch
    # …… 训练一个 epoch ……
    opt.step()
    sched.step()
