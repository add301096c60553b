import torch

# 由 enabled=False 的一次运行保存（例如用 float32 或 bfloat16 调试时）
old = torch.amp.GradScaler("cpu", enabled=False)
ckpt = {"scaler": old.state_dict()}
print(ckpt["scaler"])

scaler = torch.amp.GradScaler("cpu")
scaler.load_state_dict(ckpt["scaler"])
