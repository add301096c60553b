import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")
scaler = torch.amp.GradScaler(device.type)
scaler.scale(torch.ones((), device=device))  # 缩放因子在第一次使用时才建立
scaler.update(new_scale=256.0)  # 长时间训练后稳定下来的值
saved = {"scaler": scaler.state_dict()}

# 从 `saved` 恢复，却忘了加载 scaler 那一项
resumed = torch.amp.GradScaler(device.type)
print(resumed.get_scale())  # 回到默认的 65536，而不是 256
