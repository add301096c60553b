import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

torch.manual_seed(0)
model = torch.nn.Linear(4, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler(device.type)  # 显式传入设备类型
x = torch.randn(8, 4, device=device)
y = torch.randn(8, 1, device=device)

for it in range(3):
    opt.zero_grad()
    with torch.autocast(device.type, dtype=torch.bfloat16):
        loss = torch.nn.functional.mse_loss(model(x), y)
    scaler.scale(loss).backward()   # 1. 对放大后的损失做反向传播
    scaler.unscale_(opt)            # 2. 可选：还原真实梯度，以便裁剪
    torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)
    scaler.step(opt)                # 3. 梯度含 inf/NaN 时跳过这一步
    scaler.update()                 # 4. 为下一次迭代调整缩放因子
    print(it, round(loss.item(), 3), scaler.get_scale())

print(scaler.state_dict())
