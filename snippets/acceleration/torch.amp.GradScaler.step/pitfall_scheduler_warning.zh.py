import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(1, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=1)
scaler = torch.amp.GradScaler(device.type)

# 第一次迭代就溢出（缩放因子还偏大时很常见），
# 于是 scaler.step() 跳过了 optimizer.step() ……
loss = model(torch.full((1, 1), float("inf"), device=device)).sum()
scaler.scale(loss).backward()
scaler.step(opt)
scaler.update()
sched.step()  # …… 调度器便以为自己在 optimizer.step() 之前被调用了
print("scale after overflow:", scaler.get_scale())
