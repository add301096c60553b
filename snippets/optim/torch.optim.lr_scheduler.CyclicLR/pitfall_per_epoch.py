import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
sched = torch.optim.lr_scheduler.CyclicLR(opt, base_lr=0.01, max_lr=0.1)  # step_size_up=2000

for epoch in range(5):
    for batch in range(50):
        opt.step()
    sched.step()  # wrong: once per epoch
    print(epoch, f"{sched.get_last_lr()[0]:.5f}")  # hardly leaves base_lr
