import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.ExponentialLR(opt, gamma=0.95)  # 本意是每个 epoch 衰减 5%

for epoch in range(3):
    for batch in range(100):
        opt.step()
        sched.step()  # 却在每个批次之后都调用
    print(epoch, f"{sched.get_last_lr()[0]:.2e}")
