import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
# 每一步都乘到当前学习率上：每 3 个 epoch 乘 0.5，其余保持不变
sched = torch.optim.lr_scheduler.MultiplicativeLR(opt, lr_lambda=lambda epoch: 0.5 if epoch % 3 == 0 else 1.0)

for epoch in range(7):
    print(epoch, opt.param_groups[0]["lr"])
    opt.step()
    sched.step()
