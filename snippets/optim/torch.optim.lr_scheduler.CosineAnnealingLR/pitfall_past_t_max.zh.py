import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=4)  # 但我们训练了 8 个 epoch

lrs = []
for epoch in range(8):
    lrs.append(round(sched.get_last_lr()[0], 4))
    opt.step()
    sched.step()
print(lrs)  # 超过 T_max 之后，学习率又升回去了
