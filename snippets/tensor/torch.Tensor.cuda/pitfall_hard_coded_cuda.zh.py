import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

x = torch.ones(2)
try:
    x = x.cuda()           # 硬编码：只有在编译了 CUDA 且能看到 GPU 时才能运行
    print("moved to", x.device.type)
except (AssertionError, RuntimeError) as exc:
    # 仅 CPU 的构建会抛出 AssertionError("Torch not compiled with CUDA enabled")；
    # 带 CUDA 的构建若没有可用 GPU，则抛出 RuntimeError
    print("failed with", type(exc).__name__)

y = torch.ones(2).to(device)   # 到处都能运行：设备只在代码之外选定一次
print(y.device.type == device.type)
