import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.randn(2, 2, device=device)

# 旧写法：每次构造都会发出 FutureWarning（仅 CPU 的构建也一样）。
with torch.cuda.amp.autocast(dtype=torch.float16):
    old = (x @ x).dtype

# 替代写法：行为相同，适用于任何设备类型。
with torch.autocast(device.type, dtype=torch.float16):
    new = (x @ x).dtype

print("torch.cuda.amp.autocast:", old)  # 只影响 CUDA 上的运算
print("torch.autocast(device.type):", new)
