import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=1.0, epochs=10, steps_per_epoch=100)

for epoch in range(10):
    for batch in range(100):
        opt.step()
    sched.step()  # wrong: once per epoch, so 10 of the 1000 planned steps
    print(epoch, f"{sched.get_last_lr()[0]:.4f}")  # never gets near max_lr=1.0
