import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

scaler = torch.amp.GradScaler(device.type)
loss = torch.tensor(0.25, device=device, requires_grad=True)

running = loss.item()      # Python float，已脱离计算图
scaler.scale(running)
