import torch
from torch.optim.lr_scheduler import StepLR

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = StepLR(opt, step_size=2)
checkpoint = {"optimizer": opt.state_dict(), "scheduler": sched.state_dict()}

sched.load_state_dict(checkpoint["optimizer"])  # 键写错了：照样接受，一声不吭
print(sorted(k for k in vars(sched) if k in ("state", "param_groups")))
opt.load_state_dict(checkpoint["scheduler"])  # 另一半才报错
