import torch

model = torch.nn.Linear(2, 1)
lam = lambda epoch: 0.95**epoch  # 按 LambdaLR 的含义写的：第 `epoch` 步的总系数

for cls in (torch.optim.lr_scheduler.LambdaLR, torch.optim.lr_scheduler.MultiplicativeLR):
    opt = torch.optim.SGD(model.parameters(), lr=0.1)
    sched = cls(opt, lr_lambda=lam)
    for epoch in range(10):
        opt.step()
        sched.step()
    print(cls.__name__, f"{sched.get_last_lr()[0]:.5f}")
