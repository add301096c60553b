import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)

epochs, batches_per_epoch = 3, 4
# 每个批次 step 一次：T_max 按批次计数，而不是按 epoch。
sched = torch.optim.lr_scheduler.CosineAnnealingLR(opt, T_max=epochs * batches_per_epoch)
for epoch in range(epochs):
    for batch in range(batches_per_epoch):
        opt.step()
        sched.step()
    print(epoch, round(opt.param_groups[0]["lr"], 4))
