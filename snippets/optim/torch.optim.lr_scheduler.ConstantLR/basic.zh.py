import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
# 前 3 个 epoch 用较低的学习率，之后恢复优化器自己的 lr
sched = torch.optim.lr_scheduler.ConstantLR(opt, factor=0.1, total_iters=3)

for epoch in range(5):
    print(epoch, round(opt.param_groups[0]["lr"], 4))
    opt.step()
    sched.step()
