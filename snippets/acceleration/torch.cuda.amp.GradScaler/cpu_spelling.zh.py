import torch

# 已弃用：旧的 CPU 专用写法
scaler = torch.cpu.amp.GradScaler(init_scale=1024.0)
print(isinstance(scaler, torch.amp.GradScaler), scaler.is_enabled(), scaler.get_scale())

# 替代写法
scaler = torch.amp.GradScaler("cpu", init_scale=1024.0)
print(scaler.is_enabled(), scaler.get_scale())
