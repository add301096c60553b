import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=30, gamma=0.1)  # meant: every 30 epochs

batches_per_epoch = 100
for epoch in range(1):
    for batch in range(batches_per_epoch):
        opt.step()
        sched.step()  # stepped per batch: 100 "epochs" have passed
print(sched.last_epoch, opt.param_groups[0]["lr"])
