import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# 默认设备是 "cuda"。在没有 CUDA 的机器上，scaler 会警告
# "torch.cuda.amp.GradScaler is enabled, but CUDA is not available.  Disabling."
# 然后就悄无声息地什么也不做。
scaler = torch.amp.GradScaler()
loss = torch.tensor(2.0, device=device)
print("enabled:", scaler.is_enabled())
print("scaled loss:", scaler.scale(loss).item())

explicit = torch.amp.GradScaler(device.type)
print("explicit enabled:", explicit.is_enabled(), explicit.scale(loss).item())
