import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(2, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler(device.type)

loss = model(torch.ones(1, 2, device=device)).sum()
scaler.scale(loss).backward()
scaler.update()   # 顺序错了：update() 需要 step() 做过的 inf 检查
scaler.step(opt)
