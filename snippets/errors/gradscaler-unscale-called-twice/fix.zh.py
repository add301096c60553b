import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


torch.manual_seed(0)
model = torch.nn.Linear(4, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler(device.type)

for step in range(3):
    opt.zero_grad()
    with torch.autocast(device.type):
        loss = model(torch.randn(8, 4, device=device)).float().pow(2).mean()
    scaler.scale(loss).backward()
    scaler.unscale_(opt)  # 每次迭代、每个优化器恰好调用一次，放在裁剪之前
    norm = torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)
    scaler.step(opt)  # 知道梯度已经反缩放过，不会再做一次
    scaler.update()  # 重置本次迭代的状态：下一步又可以调用 unscale_ 了
    print(f"step {step}: grad norm finite={torch.isfinite(norm).item()}")
