import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
# 只有一个里程碑时，像 StepLR 的 step_size 那样直接传了整数
sched = torch.optim.lr_scheduler.MultiStepLR(opt, milestones=30)
