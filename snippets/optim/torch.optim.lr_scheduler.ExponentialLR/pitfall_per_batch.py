import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.ExponentialLR(opt, gamma=0.95)  # meant as 5 % per epoch

for epoch in range(3):
    for batch in range(100):
        opt.step()
        sched.step()  # but stepped after every batch
    print(epoch, f"{sched.get_last_lr()[0]:.2e}")
