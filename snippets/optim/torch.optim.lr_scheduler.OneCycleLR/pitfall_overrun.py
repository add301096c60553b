import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
# planned for 3 epochs of 4 batches, then training runs one epoch longer
sched = torch.optim.lr_scheduler.OneCycleLR(opt, max_lr=0.1, epochs=3, steps_per_epoch=4)

for epoch in range(4):
    for batch in range(4):
        opt.step()
        sched.step()  # the 13th call raises
