import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
# each step multiplies the current rate: by 0.5 every third epoch, otherwise unchanged
sched = torch.optim.lr_scheduler.MultiplicativeLR(opt, lr_lambda=lambda epoch: 0.5 if epoch % 3 == 0 else 1.0)

for epoch in range(7):
    print(epoch, opt.param_groups[0]["lr"])
    opt.step()
    sched.step()
