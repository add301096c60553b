from torch.amp.autocast_mode import is_autocast_available

print(is_autocast_available("cpu"))
# "gpu" 是 Lightning 等工具里的加速器名，不是 torch 的设备类型
print(is_autocast_available("gpu"))
