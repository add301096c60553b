import torch

model = torch.nn.Linear(4, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=1, gamma=0.5)

for epoch in range(3):
    sched.step()  # 错误：放在了优化器之前
    print(epoch, "trains with", opt.param_groups[0]["lr"])  # 0.1 一次也没用上
    opt.step()
