import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(1, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=1)
scaler = torch.amp.GradScaler(device.type)

# The first iteration overflows (common while the scale is still too large),
# so scaler.step() skips optimizer.step() ...
loss = model(torch.full((1, 1), float("inf"), device=device)).sum()
scaler.scale(loss).backward()
scaler.step(opt)
scaler.update()
sched.step()  # ... and the scheduler thinks it was called before optimizer.step()
print("scale after overflow:", scaler.get_scale())
