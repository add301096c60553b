import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=1.0, epochs=10, steps_per_epoch=100)

for epoch in range(10):
    for batch in range(100):
        opt.step()
    sched.step()  # 错误：每个 epoch 只调用一次，计划的 1000 步只走了 10 步
    print(epoch, f"{sched.get_last_lr()[0]:.4f}")  # 始终远低于 max_lr=1.0
