import io

import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=2, gamma=0.1)
for epoch in range(3):
    opt.step()
    sched.step()
print(sched.state_dict())

buffer = io.BytesIO()  # 实际代码中是磁盘上的文件
torch.save({"model": model.state_dict(), "opt": opt.state_dict(), "sched": sched.state_dict()}, buffer)

# 续训：先构造同样的对象，再把三者都加载回来
buffer.seek(0)
checkpoint = torch.load(buffer)
model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=2, gamma=0.1)
model.load_state_dict(checkpoint["model"])
opt.load_state_dict(checkpoint["opt"])
sched.load_state_dict(checkpoint["sched"])
for epoch in range(3, 6):
    opt.step()
    sched.step()
    print(epoch, sched.last_epoch, sched.get_last_lr())
