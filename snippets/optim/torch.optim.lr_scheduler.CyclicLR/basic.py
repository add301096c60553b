import torch

model = torch.nn.Linear(2, 1)
opt = torch.optim.SGD(model.parameters(), lr=0.1, momentum=0.9)
# in real training step_size_up is a few epochs' worth of batches
sched = torch.optim.lr_scheduler.CyclicLR(opt, base_lr=0.01, max_lr=0.1, step_size_up=2, mode="triangular2")

for batch in range(13):
    group = opt.param_groups[0]
    print(batch, f"lr={group['lr']:.4f}", f"momentum={group['momentum']:.3f}")
    opt.step()
    sched.step()  # after every batch
