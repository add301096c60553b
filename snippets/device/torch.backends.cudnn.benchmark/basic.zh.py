import torch

device = "cuda" if torch.cuda.is_available() else "cpu"

# 输入形状固定、追求速度：让 cuDNN 对每种形状只测一次各算法的耗时。
torch.backends.cudnn.benchmark = True
torch.backends.cudnn.deterministic = False
print("cuDNN usable:", torch.backends.cudnn.is_available())  # 仅 CPU 的构建上为 False
print("benchmark:", torch.backends.cudnn.benchmark, "deterministic:", torch.backends.cudnn.deterministic)

torch.manual_seed(0)
conv = torch.nn.Conv2d(3, 8, kernel_size=3, padding=1).to(device)
x = torch.randn(4, 3, 32, 32, device=device)
for _ in range(3):  # 每种形状的第一次调用最慢（在 CUDA 上）
    y = conv(x)
print(y.shape)

# 改为追求可复现：固定算法，不做自动调优。
torch.backends.cudnn.benchmark = False
torch.backends.cudnn.deterministic = True
