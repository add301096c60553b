import torch
from torch.optim.lr_scheduler import LambdaLR

backbone, head = torch.nn.Linear(4, 4), torch.nn.Linear(4, 1)
for p in backbone.parameters():
    p.requires_grad_(False)
opt = torch.optim.SGD(head.parameters(), lr=0.1)
sched = LambdaLR(opt, lambda epoch: 0.9**epoch)

for epoch in range(3):
    if epoch == 2:  # 解冻主干网络，用较小的学习率
        for p in backbone.parameters():
            p.requires_grad_(True)
        opt.add_param_group({"params": backbone.parameters(), "lr": 0.01})
    opt.step()
    sched.step()
    print(epoch, [round(g["lr"], 4) for g in opt.param_groups])
