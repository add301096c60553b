import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
# 里程碑由两个列表拼接而成，4 在两个列表里都出现
milestones = [2, 4] + [4, 6]
sched = torch.optim.lr_scheduler.MultiStepLR(opt, milestones=milestones, gamma=0.1)

for epoch in range(6):
    opt.step()
    sched.step()
    print(epoch + 1, f"{sched.get_last_lr()[0]:.4g}")  # 到 4 时学习率降了 100 倍，而不是 10 倍
