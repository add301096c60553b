import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(1, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.01)
scaler = torch.amp.GradScaler(device.type, init_scale=4.0, growth_interval=2)

for value in [1.0, 1.0, 1.0, 1.0, float("inf"), 1.0]:
    opt.zero_grad()
    loss = model(torch.full((1, 1), value, device=device)).sum()
    scaler.scale(loss).backward()
    scaler.step(opt)
    scaler.update()  # 连续 2 步正常后 x2，溢出后 x0.5
    print(f"input={value}: scale={scaler.get_scale()}")

scaler.update(new_scale=1024.0)  # 手动设定缩放因子
print("manual:", scaler.get_scale())
