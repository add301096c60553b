import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.ReduceLROnPlateau(opt, mode="min", factor=0.5, patience=1)

val_losses = [1.0, 0.8, 0.8, 0.8, 0.8, 0.79, 0.79]
for epoch, val_loss in enumerate(val_losses):
    opt.step()
    sched.step(val_loss)  # 传入被监控的指标
    print(epoch, val_loss, opt.param_groups[0]["lr"], sched.num_bad_epochs)
