import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
# milestones built by concatenating two lists; 4 ends up in both
milestones = [2, 4] + [4, 6]
sched = torch.optim.lr_scheduler.MultiStepLR(opt, milestones=milestones, gamma=0.1)

for epoch in range(6):
    opt.step()
    sched.step()
    print(epoch + 1, f"{sched.get_last_lr()[0]:.4g}")  # at 4 the rate drops 100x, not 10x
