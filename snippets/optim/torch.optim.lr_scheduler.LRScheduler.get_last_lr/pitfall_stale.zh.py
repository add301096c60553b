import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.ExponentialLR(opt, gamma=0.9)

opt.step()
sched.step()
for group in opt.param_groups:  # 手动修改，例如自己写的预热
    group["lr"] = 0.001

print("get_last_lr:", sched.get_last_lr())  # 仍是调度器上次算出的值
print("optimizer:  ", [g["lr"] for g in opt.param_groups])  # 实际使用的学习率
opt.step()
sched.step()
print("next step:  ", sched.get_last_lr())  # ExponentialLR 从手动设置的值接着衰减
