import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.LinearLR(opt)  # 没有指定任何系数

print(opt.param_groups[0]["lr"])  # 构造时就已经变成 0.1 的三分之一
for _ in range(5):
    opt.step()
    sched.step()
print(sched.get_last_lr())  # 经过默认的 total_iters=5 步后回到 0.1
