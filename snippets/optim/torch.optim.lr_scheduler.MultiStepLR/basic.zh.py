import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.MultiStepLR(opt, milestones=[2, 5], gamma=0.1)

for epoch in range(7):
    lr = sched.get_last_lr()[0]
    # …… 一个 epoch 的训练：每个批次做前向、反向、opt.step() ……
    opt.step()
    sched.step()  # 每个 epoch 一次，放在优化器 step 之后
    print(epoch, f"{lr:.4g}")
