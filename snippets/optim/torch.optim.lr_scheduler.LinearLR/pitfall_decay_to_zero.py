import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
# linear decay to 0, but total_iters is shorter than the 6 epochs of training
sched = torch.optim.lr_scheduler.LinearLR(opt, start_factor=1.0, end_factor=0.0, total_iters=4)

for epoch in range(6):
    print(epoch, f"{sched.get_last_lr()[0]:.4g}")  # epochs 4 and 5 train with lr 0
    opt.step()
    sched.step()
