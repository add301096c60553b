import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
# warm up from 0.1 * 0.25 to the full 0.1 over 3 steps
sched = torch.optim.lr_scheduler.LinearLR(opt, start_factor=0.25, end_factor=1.0, total_iters=3)

for step in range(5):
    lr = sched.get_last_lr()[0]
    # ... forward, backward ...
    opt.step()
    sched.step()
    print(step, f"{lr:.4g}")  # constant once total_iters is reached
