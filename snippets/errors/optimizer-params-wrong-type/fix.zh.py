import torch
import torch.nn as nn

head = nn.Linear(8, 2, bias=False)
opt = torch.optim.SGD(head.parameters(), lr=0.1)  # 只传实际存在的参数
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=1, gamma=0.5)  # 调度器接收的是优化器
opt.step()
sched.step()
print(len(opt.param_groups[0]["params"]), opt.param_groups[0]["lr"])
