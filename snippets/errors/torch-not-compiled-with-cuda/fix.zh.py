import torch

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")


# 在运行时选择设备，而不是把 "cuda" 写死。
dev = torch.device("cuda" if torch.cuda.is_available() else "cpu")
x = torch.zeros(3).to(dev)
model = torch.nn.Linear(3, 1).to(dev)
print("ran on the chosen device:", model(x).device.type == dev.type)
# 仅 CPU 的 wheel 根本不报告 CUDA 版本。
print("CUDA build:", torch.version.cuda is not None)
