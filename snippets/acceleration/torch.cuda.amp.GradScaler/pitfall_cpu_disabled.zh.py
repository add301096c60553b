import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

# 在没有 CUDA 的机器上，旧版 scaler 会发出 UserWarning 并自行禁用；
# 之后 scale() 原样返回 loss，训练实际上在不缩放的情况下进行。
scaler = torch.cuda.amp.GradScaler()
print("CUDA available:", torch.cuda.is_available())
print("enabled:", scaler.is_enabled())
print("scale(3.0) ->", scaler.scale(torch.tensor(3.0, device=device)).item())
