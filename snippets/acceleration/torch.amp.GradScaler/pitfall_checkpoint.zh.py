import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(1, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler(device.type)

# 两次溢出的迭代让缩放因子减半两次：65536 -> 16384。
for _ in range(2):
    opt.zero_grad()
    loss = model(torch.full((1, 1), float("inf"), device=device)).sum()
    scaler.scale(loss).backward()
    scaler.step(opt)
    scaler.update()
print("before saving:", scaler.get_scale())

resumed = torch.amp.GradScaler(device.type)  # 检查点里没有 scaler 的状态
print("resumed without state:", resumed.get_scale())

restored = torch.amp.GradScaler(device.type)
restored.load_state_dict(scaler.state_dict())
print("restored:", restored.get_scale())
