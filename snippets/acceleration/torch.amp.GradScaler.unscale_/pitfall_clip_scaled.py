import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(3, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler(device.type)

loss = model(torch.ones(2, 3, device=device)).sum()
scaler.scale(loss).backward()
# BUG: clipping before unscale_ sees gradients multiplied by 65536
norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)
print("norm seen by clipping:", norm.item())
scaler.step(opt)       # step() unscales the already-clipped gradients
print("weight grad used by the step:", model.weight.grad)
