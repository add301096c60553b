import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
# 线性衰减到 0，但 total_iters 比 6 个 epoch 的训练短
sched = torch.optim.lr_scheduler.LinearLR(opt, start_factor=1.0, end_factor=0.0, total_iters=4)

for epoch in range(6):
    print(epoch, f"{sched.get_last_lr()[0]:.4g}")  # epoch 4 和 5 用 lr 0 训练
    opt.step()
    sched.step()
