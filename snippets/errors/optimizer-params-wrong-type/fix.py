import torch
import torch.nn as nn

head = nn.Linear(8, 2, bias=False)
opt = torch.optim.SGD(head.parameters(), lr=0.1)  # only the parameters that exist
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=1, gamma=0.5)  # the scheduler takes the optimizer
opt.step()
sched.step()
print(len(opt.param_groups[0]["params"]), opt.param_groups[0]["lr"])
