import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=1, gamma=0.5)
scaler = torch.amp.GradScaler(device.type)

x = torch.tensor([[float("inf"), 1.0]], device=device)  # an overflow in the first batch
loss = model(x).sum()
scaler.scale(loss).backward()
scaler.step(opt)  # finds inf gradients and skips opt.step()
scaler.update()
sched.step()  # right order, yet torch warns
print(sched.get_last_lr())
