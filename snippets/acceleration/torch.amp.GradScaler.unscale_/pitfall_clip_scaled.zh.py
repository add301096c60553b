import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(3, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler(device.type)

loss = model(torch.ones(2, 3, device=device)).sum()
scaler.scale(loss).backward()
# BUG：在 unscale_ 之前裁剪，看到的是乘了 65536 的梯度
norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)
print("norm seen by clipping:", norm.item())
scaler.step(opt)       # step() 对已经裁剪过的梯度做 unscale
print("weight grad used by the step:", model.weight.grad)
