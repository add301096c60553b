import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# 旧写法：会有 FutureWarning；它只是 torch.amp.GradScaler 的一个薄子类。
old = torch.cuda.amp.GradScaler(enabled=False)
print(isinstance(old, torch.amp.GradScaler))

# 替代写法：先写明设备类型。
new = torch.amp.GradScaler(device.type, init_scale=1024.0)
print(new.get_scale())
