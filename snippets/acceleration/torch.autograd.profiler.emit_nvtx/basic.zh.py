import torch
from torch.autograd import profiler

device = torch.device("cuda" if torch.cuda.is_available() else "cpu")

model = torch.nn.Linear(16, 4).to(device)
x = torch.randn(8, 16, device=device)

# 在 Nsight Systems 下运行脚本，例如：nsys profile --trace=cuda,nvtx python train.py
# emit_nvtx 需要 CUDA 设备，其他设备上把它关掉。
with profiler.emit_nvtx(enabled=device.type == "cuda", record_shapes=True):
    loss = model(x).sum()
    loss.backward()

print("NVTX ranges emitted:", device.type == "cuda")
print("weight grad:", tuple(model.weight.grad.shape))
