import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.LinearLR(opt)  # no factors given

print(opt.param_groups[0]["lr"])  # a third of 0.1, already at construction
for _ in range(5):
    opt.step()
    sched.step()
print(sched.get_last_lr())  # back to 0.1 after the default total_iters=5
