import torch

model = torch.nn.Linear(4, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.ExponentialLR(opt, gamma=0.5)

for epoch in range(3):
    opt.step()
    sched.step(epoch)  # 旧写法：传入 epoch
    print(epoch, sched.last_epoch, sched.get_last_lr())
