import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.MultiStepLR(opt, milestones=[2, 5], gamma=0.1)

for epoch in range(7):
    lr = sched.get_last_lr()[0]
    # ... one epoch of training: forward, backward, opt.step() per batch ...
    opt.step()
    sched.step()  # once per epoch, after the optimizer steps
    print(epoch, f"{lr:.4g}")
