import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.ReduceLROnPlateau(opt, patience=1)  # 默认 mode="min"

for val_acc in [0.50, 0.60, 0.70, 0.80, 0.90]:  # 准确率每个 epoch 都在提升
    opt.step()
    sched.step(val_acc)
    print(val_acc, round(opt.param_groups[0]["lr"], 6))
