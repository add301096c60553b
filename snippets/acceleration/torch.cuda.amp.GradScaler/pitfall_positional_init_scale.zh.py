import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# 旧写法：torch.cuda.amp.GradScaler(1024.0)，第一个位置参数是 init_scale。
# 直接照搬会保留这个位置参数，但 torch.amp.GradScaler 的第一个
# 参数是 `device`，于是 1024.0 被悄悄当成了设备名。
scaler = torch.amp.GradScaler(1024.0)
print("device:", scaler._device)
print("scale actually used:", scaler.get_scale())

fixed = torch.amp.GradScaler(device.type, init_scale=1024.0)
print("fixed:", fixed.get_scale())
