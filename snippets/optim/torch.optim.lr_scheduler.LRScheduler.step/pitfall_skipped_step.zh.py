import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
sched = torch.optim.lr_scheduler.StepLR(opt, step_size=1, gamma=0.5)
scaler = torch.amp.GradScaler(device.type)

x = torch.tensor([[float("inf"), 1.0]], device=device)  # 第一个批次就溢出
loss = model(x).sum()
scaler.scale(loss).backward()
scaler.step(opt)  # 发现梯度里有 inf，跳过 opt.step()
scaler.update()
sched.step()  # 顺序正确，torch 仍然发出警告
print(sched.get_last_lr())
