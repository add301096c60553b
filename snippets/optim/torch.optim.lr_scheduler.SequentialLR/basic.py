import torch
from torch.optim.lr_scheduler import CosineAnnealingLR, LinearLR, SequentialLR

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)

epochs, warmup = 8, 3
warm = LinearLR(opt, start_factor=0.25, total_iters=warmup)
cosine = CosineAnnealingLR(opt, T_max=epochs - warmup)  # counts from its own start
sched = SequentialLR(opt, schedulers=[warm, cosine], milestones=[warmup])

for epoch in range(epochs):
    lr = sched.get_last_lr()[0]
    # ... one epoch of training ...
    opt.step()
    sched.step()  # step only the SequentialLR, never warm or cosine
    print(epoch, f"{lr:.4g}")
