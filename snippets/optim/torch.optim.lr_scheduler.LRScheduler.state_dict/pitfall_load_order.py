import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.LinearLR(opt, start_factor=0.1, total_iters=4)  # warm-up to 0.1
for epoch in range(2):
    opt.step()
    sched.step()
checkpoint = {"opt": opt.state_dict(), "sched": sched.state_dict()}

opt = torch.optim.SGD(model.parameters(), lr=0.1)
opt.load_state_dict(checkpoint["opt"])
sched = torch.optim.lr_scheduler.LinearLR(opt, start_factor=0.1, total_iters=4)  # built after loading
print("after construction", round(opt.param_groups[0]["lr"], 4))  # the constructor's first step multiplied the loaded 0.055 by start_factor
sched.load_state_dict(checkpoint["sched"])
for epoch in range(2, 5):
    opt.step()
    sched.step()
    print(epoch, round(opt.param_groups[0]["lr"], 4))  # should reach 0.1
