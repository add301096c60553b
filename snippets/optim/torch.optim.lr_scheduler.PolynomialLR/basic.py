import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.PolynomialLR(opt, total_iters=4, power=2.0)

for epoch in range(6):
    # closed form: 0.1 * (1 - min(epoch, 4) / 4) ** 2
    print(epoch, round(opt.param_groups[0]["lr"], 5))
    opt.step()
    sched.step()
