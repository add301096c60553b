import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=2, gamma=0.1)
for epoch in range(3):
    opt.step()
    sched.step()
saved = sched.state_dict()  # 没有保存优化器的状态

opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=2, gamma=0.1)
sched.load_state_dict(saved)
print("scheduler says", sched.get_last_lr(), "optimizer uses", opt.param_groups[0]["lr"])
opt.step()
sched.step()
print("after epoch 3:", sched.get_last_lr())  # 不中断的训练此时是 0.001
