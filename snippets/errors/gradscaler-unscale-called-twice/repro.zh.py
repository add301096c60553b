import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


model = torch.nn.Linear(4, 1).to(device)
opt = torch.optim.SGD(model.parameters(), lr=0.1)
scaler = torch.amp.GradScaler(device.type)

with torch.autocast(device.type):
    loss = model(torch.randn(8, 4, device=device)).float().pow(2).mean()
scaler.scale(loss).backward()

scaler.unscale_(opt)  # 为了裁剪真实的梯度
torch.nn.utils.clip_grad_norm_(model.parameters(), max_norm=1.0)
scaler.unscale_(opt)  # 例如另一个辅助函数（记日志、再裁剪一次）又做了一次反缩放
scaler.step(opt)
